import { expect, test } from 'vitest'
import { localeHeaderName } from '#config/brand.ts'
import { locales } from '#schemas/locale.ts'
import { pageResponseSchema } from '#schemas/page.ts'
import { upstreams } from './upstreams.ts'

// The mocked content system must answer what the real page call promises, or every test built on it lies.
test.each(locales)('the mocked page call answers a valid landing page for %s', async (locale) => {
  const response = await fetch(`${upstreams.cms}/cms-view/v1/content/page?path=/`, {
    headers: { [localeHeaderName]: locale },
  })
  expect(response.status).toBe(200)
  const page = pageResponseSchema.parse(await response.json())
  expect(page.content.slug).toBe('landing')
})

test('the mocked page call answers 404 in the error envelope for an unknown path', async () => {
  const response = await fetch(`${upstreams.cms}/cms-view/v1/content/page?path=/nope`)
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such page.' } })
})
