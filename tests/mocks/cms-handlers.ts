import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { localeHeaderName } from '#config/brand.ts'
import { isLocale, type Locale } from '#schemas/locale.ts'
import { upstreams } from './upstreams.ts'

function landingDocument(locale: Locale) {
  return z.json().parse(JSON.parse(readFileSync(resolve('content', locale, 'pages', 'landing.json'), 'utf8')))
}

/** The content system's page call (spec §7 call 6), answering from the embedded content. */
export const cmsHandlers = [
  http.get(`${upstreams.cms}/cms-view/v1/content/page`, ({ request }) => {
    const url = new URL(request.url)
    const locale = request.headers.get(localeHeaderName) ?? 'fi-FI'
    if (!isLocale(locale)) {
      return HttpResponse.json(
        { error: { code: 'BAD_REQUEST', message: 'Unknown locale.' } },
        { status: 400 },
      )
    }
    if (url.searchParams.get('path') !== '/') {
      return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such page.' } }, { status: 404 })
    }
    return HttpResponse.json(landingDocument(locale))
  }),
]
