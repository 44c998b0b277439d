import { afterAll, beforeAll, expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { fixedPathKeys, getHref } from './localized-paths.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer()
})

afterAll(async () => {
  await server.stop()
})

/**
 * What the built server answers at a site path of `locale`, in single-host mode where every locale
 * carries its prefix (DESIGN §1): the status, and the language of the page it served.
 */
async function answerAt(locale: string, path: string) {
  const response = await fetch(`${server.url}/${locale}${path === '/' ? '' : path}`, { redirect: 'manual' })
  const html = await response.text()
  return { path, status: response.status, lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] }
}

test.each(locales)(
  'every spec §2.2 path getHref gives for %s is a page the server serves',
  async (locale) => {
    const paths = fixedPathKeys.map((key) => getHref(key, locale))
    const answers = await Promise.all(paths.map((path) => answerAt(locale, path)))
    // A link the site writes must lead to a page, not to the 404 page or a redirect.
    expect(answers).toEqual(paths.map((path) => ({ path, status: 200, lang: locale })))
  },
)
