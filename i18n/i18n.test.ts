import { beforeEach, expect, test, vi } from 'vitest'
import type { Locale } from '#schemas/locale.ts'
import type { Messages } from './messages.ts'

// The browser's situation: nothing preloaded, each locale's catalogue loaded on demand
// (bundled-messages.browser.ts). Small catalogues keep the merge order readable.
const catalogues: Record<Locale, Messages> = {
  'en-EU': { greeting: 'Hello', farewell: 'Goodbye', nested: { a: 'en a', b: 'en b' }, count: '{{n}} items' },
  'fi-FI': { greeting: 'Hei', nested: { a: 'fi a' }, count: '{{n}} kohdetta' },
  'sv-SE': { greeting: 'Hej' },
  'no-NO': { greeting: 'Hei (no)' },
}
const loadBundledMessages = vi.fn((locale: Locale) => Promise.resolve(catalogues[locale]))
/** The lazily loaded `station` namespace of each locale (message-namespaces.ts); sv-SE and no-NO have none. */
const stationParts: Record<Locale, Messages> = {
  'en-EU': { station: { openNow: 'Open now', closedNow: 'Closed' } },
  'fi-FI': { station: { openNow: 'Avoinna nyt' } },
  'sv-SE': {},
  'no-NO': {},
}
const loadBundledNamespace = vi.fn((locale: Locale) => Promise.resolve(stationParts[locale]))

vi.mock('./bundled-messages.ts', () => ({ preloadedMessages: {}, loadBundledMessages, loadBundledNamespace }))

async function freshI18n() {
  vi.resetModules()
  // Both from the same fresh module graph: i18n.ts's instances read catalogues.ts's state.
  return { ...(await import('./catalogues.ts')), ...(await import('./i18n.ts')) }
}

beforeEach(() => {
  loadBundledNamespace.mockClear()
  loadBundledMessages.mockClear()
  loadBundledMessages.mockImplementation((locale: Locale) => Promise.resolve(catalogues[locale]))
})

test('a locale is loaded together with the fallback locale, and no other (spec §4)', async () => {
  const { loadMessages, hasMessages } = await freshI18n()
  expect(hasMessages('sv-SE')).toBe(false)
  await loadMessages('sv-SE')
  expect(loadBundledMessages.mock.calls.map(([locale]) => locale).sort()).toEqual(['en-EU', 'sv-SE'])
  expect(hasMessages('sv-SE')).toBe(true)
  expect(hasMessages('fi-FI')).toBe(false)
})

test('loading again, or in parallel, fetches each catalogue once', async () => {
  const { loadMessages } = await freshI18n()
  await Promise.all([loadMessages('fi-FI'), loadMessages('fi-FI'), loadMessages('en-EU')])
  await loadMessages('fi-FI')
  expect(loadBundledMessages).toHaveBeenCalledTimes(2)
})

test('texts missing in a locale come from the fallback locale, key by key', async () => {
  const { loadMessages, i18nFor } = await freshI18n()
  await loadMessages('fi-FI')
  const t = i18nFor('fi-FI').getFixedT('fi-FI')
  expect(t('greeting')).toBe('Hei')
  expect(t('farewell')).toBe('Goodbye')
  expect(t('nested.a')).toBe('fi a')
  expect(t('nested.b')).toBe('en b')
  expect(t('count', { n: 3 })).toBe('3 kohdetta')
})

test('editor overrides layer over the bundle: dsc over bundled, the locale file over dsc', async () => {
  const { loadMessages, i18nFor, messagesFor } = await freshI18n()
  await loadMessages('fi-FI', {
    dsc: { greeting: 'Hei dsc', farewell: 'Näkemiin dsc', nested: { b: 'dsc b' } },
    locale: { greeting: 'Moi', extra: 'Lisäteksti' },
  })
  expect(messagesFor('fi-FI')).toEqual({
    greeting: 'Moi',
    farewell: 'Näkemiin dsc',
    nested: { a: 'fi a', b: 'dsc b' },
    count: '{{n}} kohdetta',
    extra: 'Lisäteksti',
  })
  expect(i18nFor('fi-FI').t('greeting')).toBe('Moi')
  // Another locale is not touched by fi-FI's overrides.
  await loadMessages('sv-SE')
  expect(i18nFor('sv-SE').t('farewell')).toBe('Goodbye')
})

test('an instance is kept while its texts stay the same, and rebuilt when they change', async () => {
  const { loadMessages, i18nFor, setMessageOverrides } = await freshI18n()
  await loadMessages('fi-FI', { dsc: {}, locale: { greeting: 'Moi' } })
  const first = i18nFor('fi-FI')
  // The same overrides again (as every client navigation in fi-FI brings them) change nothing.
  setMessageOverrides('fi-FI', { dsc: {}, locale: { greeting: 'Moi' } })
  expect(i18nFor('fi-FI')).toBe(first)
  setMessageOverrides('fi-FI', { dsc: {}, locale: { greeting: 'Terve' } })
  const second = i18nFor('fi-FI')
  expect(second).not.toBe(first)
  expect(second.t('greeting')).toBe('Terve')
})

test('before its catalogue arrives a key reads as itself, never as another locale', async () => {
  const { i18nFor, loadMessages } = await freshI18n()
  expect(i18nFor('no-NO').t('greeting')).toBe('greeting')
  await loadMessages('no-NO')
  expect(i18nFor('no-NO').t('greeting')).toBe('Hei (no)')
})

test('a failed chunk load rejects, and the next attempt loads again', async () => {
  const { loadMessages, hasMessages } = await freshI18n()
  loadBundledMessages.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
  await expect(loadMessages('en-EU')).rejects.toThrow('chunk failed')
  expect(hasMessages('en-EU')).toBe(false)
  await loadMessages('en-EU')
  expect(hasMessages('en-EU')).toBe(true)
})

test('a lazy namespace is loaded only when a page asks for it, once, for the locale and the fallback', async () => {
  const { loadMessages, i18nFor } = await freshI18n()
  await loadMessages('fi-FI')
  expect(loadBundledNamespace).not.toHaveBeenCalled()
  expect(i18nFor('fi-FI').t('station.openNow')).toBe('station.openNow')
  await Promise.all([
    loadMessages('fi-FI', undefined, ['station']),
    loadMessages('fi-FI', undefined, ['station']),
  ])
  expect(loadBundledNamespace.mock.calls.map(([locale]) => locale).sort()).toEqual(['en-EU', 'fi-FI'])
  const t = i18nFor('fi-FI').getFixedT('fi-FI')
  expect(t('station.openNow')).toBe('Avoinna nyt')
  // Merged over the core, key by key, with the fallback's namespace beneath.
  expect(t('station.closedNow')).toBe('Closed')
  expect(t('greeting')).toBe('Hei')
})

test('a namespace that fails to load is asked for again next time', async () => {
  const { loadMessages, i18nFor } = await freshI18n()
  loadBundledNamespace.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
  await expect(loadMessages('en-EU', undefined, ['station'])).rejects.toThrow('chunk failed')
  await loadMessages('en-EU', undefined, ['station'])
  expect(i18nFor('en-EU').t('station.openNow')).toBe('Open now')
})
