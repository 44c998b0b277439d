import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { i18nFor, messageOverridesFor, setMessageOverrides } from '#i18n/i18n.ts'
import { locales } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { mountEndpoints } from './endpoints.server.ts'
import { i18nMessageRoutes, messagesCacheControl } from './i18n-messages.server.ts'

const logLineSchema = z.looseObject({ msg: z.string() })

let dir: string
const logLines: string[] = []

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'forecourt-i18n-api-'))
  mkdirSync(join(dir, 'i18n', 'dsc'), { recursive: true })
  writeFileSync(join(dir, 'i18n', 'fi-FI.json'), JSON.stringify({ dialog: { close: 'Sulje ikkuna' } }))
  writeFileSync(
    join(dir, 'i18n', 'dsc', 'fi-FI.json'),
    JSON.stringify({ dialog: { close: 'Sulje (dsc)' }, accordion: { expandAll: 'Avaa kaikki kohdat' } }),
  )
  writeFileSync(join(dir, 'i18n', 'sv-SE.json'), JSON.stringify({ dialog: { nope: 'x' } }))
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  // Other tests in this worker render with the bundled texts only.
  for (const locale of locales) setMessageOverrides(locale, { dsc: {}, locale: {} })
})

function api() {
  const logger = createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) })
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('logger', logger)
    await next()
  })
  mountEndpoints(app, [i18nMessageRoutes({ contentDir: dir, logger })], {
    isApiPath: (path) => path.startsWith('/service/'),
  })
  return app
}

test('GET /service/i18n/locales/{locale}.json answers the locale overrides, cacheable for a short while', async () => {
  const response = await api().request('/service/i18n/locales/fi-FI.json')
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(response.headers.get('Cache-Control')).toBe(messagesCacheControl)
  expect(messagesCacheControl).toMatch(/^public, max-age=\d{1,3},/)
  expect(await response.json()).toEqual({ dialog: { close: 'Sulje ikkuna' } })
})

test('GET /service/i18n/locales/dsc/{locale}.json answers the dsc overrides', async () => {
  const response = await api().request('/service/i18n/locales/dsc/fi-FI.json')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    dialog: { close: 'Sulje (dsc)' },
    accordion: { expandAll: 'Avaa kaikki kohdat' },
  })
})

test('a locale without overrides answers an empty object', async () => {
  for (const path of ['/service/i18n/locales/en-EU.json', '/service/i18n/locales/dsc/no-NO.json']) {
    const response = await api().request(path)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
  }
})

test.each([
  '/service/i18n/locales/de-DE.json',
  '/service/i18n/locales/fi-fi.json',
  '/service/i18n/locales/fi-FI',
  '/service/i18n/locales/fi-FI.json.bak',
  '/service/i18n/locales/dsc/xx.json',
  '/service/i18n/locales/dsc/.json',
])('%s answers 404 in the JSON error envelope', async (path) => {
  const response = await api().request(path)
  expect(response.status).toBe(404)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual({
    error: { code: 'NOT_FOUND', message: expect.stringContaining('fi-FI.json') },
  })
})

test('the messages are read-only: other methods answer 405 with Allow', async () => {
  const response = await api().request('/service/i18n/locales/fi-FI.json', { method: 'POST', body: '{}' })
  expect(response.status).toBe(405)
  expect(response.headers.get('Allow')).toBe('GET, HEAD')
  expect(await response.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
})

test('an unchanged answer is revalidated with its ETag', async () => {
  const app = api()
  const first = await app.request('/service/i18n/locales/fi-FI.json')
  const tag = first.headers.get('ETag')
  expect(tag).toBeTruthy()
  const second = await app.request('/service/i18n/locales/fi-FI.json', {
    headers: { 'If-None-Match': tag ?? '' },
  })
  expect(second.status).toBe(304)
})

test('at boot the overrides take effect for server rendering, in the issue 4 order', () => {
  api()
  expect(messageOverridesFor('fi-FI').locale).toEqual({ dialog: { close: 'Sulje ikkuna' } })
  // The locale file wins over dsc, dsc over the bundle.
  expect(i18nFor('fi-FI').t('dialog.close')).toBe('Sulje ikkuna')
  expect(i18nFor('fi-FI').t('accordion.expandAll')).toBe('Avaa kaikki kohdat')
  expect(i18nFor('fi-FI').t('accordion.collapseAll')).toBe('Sulje kaikki')
})

test('an override that cannot take effect is logged once at boot', () => {
  logLines.length = 0
  api()
  const warnings = logLines
    .map((line) => logLineSchema.parse(JSON.parse(line)))
    .filter((entry) => entry.msg === 'message override left out')
  expect(warnings).toEqual([
    expect.objectContaining({
      level: 'warn',
      problem: expect.stringMatching(/sv-SE\.json: dialog\.nope: no such message/),
    }),
  ])
})
