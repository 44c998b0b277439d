// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { acceptAll, consentPolicyVersion, rejectAll } from '#domain/consent.ts'
import { consentCookieName } from '#schemas/stored-consent.ts'
import { dataLayerGateState, pushToDataLayer } from '../data-layer.ts'
import { applyStoredConsent, saveConsent, storedChoice } from './consent-runtime.ts'
import { cookieValue } from './consent-storage.ts'
import type { PageWindow } from './tag-manager.ts'

/*
 * The runtime on one window per test: each test gets a fresh window object for the gate (the gate is keyed
 * by window) and a clean cookie jar. The tag manager's script is caught before it enters the page, so
 * nothing is fetched.
 */

let appended: Node[] = []

beforeEach(() => {
  appended = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...nodes.filter((node) => typeof node !== 'string'))
  })
  document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A window of its own for the gate, sharing this document and its cookies. */
function freshWindow(): PageWindow {
  return { document, location: window.location }
}

function dataLayerOf(target: PageWindow): unknown[] {
  const layer: unknown = Reflect.get(target, 'dataLayer')
  return Array.isArray(layer) ? layer : []
}

function eventsOf(target: PageWindow): unknown[] {
  return dataLayerOf(target).filter(
    (entry) => typeof entry === 'object' && entry !== null && 'event' in entry,
  )
}

function gtagCommands(target: PageWindow): unknown[][] {
  return dataLayerOf(target)
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => {
      const values: unknown[] = Array.prototype.slice.call(entry)
      return values
    })
}

function tagManagerScripts(): string[] {
  return appended.filter((node) => node instanceof HTMLScriptElement).map((script) => script.src)
}

test('a first visit asks, and events wait at the gate without reaching the data layer', () => {
  const target = freshWindow()
  expect(applyStoredConsent(target, 'GTM-TEST1')).toEqual({ ask: true })
  pushToDataLayer(target, { event: 'struggle' })
  expect(eventsOf(target)).toEqual([])
  expect(dataLayerGateState(target)).toBe('waiting')
  expect(tagManagerScripts()).toEqual([])
})

test('accepting stores the choice, updates Consent Mode, loads the tag manager and sends the queue', () => {
  const target = freshWindow()
  applyStoredConsent(target, 'GTM-TEST1')
  pushToDataLayer(target, { event: 'struggle', errorStatus: 404 })
  saveConsent(target, acceptAll, 'GTM-TEST1')

  expect(gtagCommands(target)).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
  ])
  expect(tagManagerScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1'])
  expect(eventsOf(target)).toEqual([
    expect.objectContaining({ event: 'gtm.js' }),
    { event: 'struggle', errorStatus: 404 },
  ])
  expect(storedChoice(target)).toEqual(acceptAll)

  // The next page reads the stored choice: no question, the gate opens by itself.
  const nextPage = freshWindow()
  expect(applyStoredConsent(nextPage, 'GTM-TEST1')).toEqual({ ask: false })
  expect(dataLayerGateState(nextPage)).toBe('open')
})

test('rejecting drops the queue and every later event, and loads nothing', () => {
  const target = freshWindow()
  applyStoredConsent(target, 'GTM-TEST1')
  pushToDataLayer(target, { event: 'exception' })
  saveConsent(target, rejectAll, 'GTM-TEST1')
  pushToDataLayer(target, { event: 'add_to_cart' })

  expect(eventsOf(target)).toEqual([])
  expect(tagManagerScripts()).toEqual([])
  expect(gtagCommands(target)).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
  ])
  expect(applyStoredConsent(freshWindow(), 'GTM-TEST1')).toEqual({ ask: false })
})

test('preferences alone keep the tag manager out and the events dropped', () => {
  const target = freshWindow()
  saveConsent(target, { preferences: true, statistics: false, marketing: false }, 'GTM-TEST1')
  pushToDataLayer(target, { event: 'exception' })
  expect(eventsOf(target)).toEqual([])
  expect(tagManagerScripts()).toEqual([])
})

test('statistics without a configured GTM_ID open the gate but load no script', () => {
  const target = freshWindow()
  saveConsent(target, { preferences: false, statistics: true, marketing: false }, null)
  pushToDataLayer(target, { event: 'exception' })
  expect(eventsOf(target)).toEqual([{ event: 'exception' }])
  expect(tagManagerScripts()).toEqual([])
})

test('a G- id loads the Google tag and configures it', () => {
  const target = freshWindow()
  saveConsent(target, acceptAll, 'G-ABC123')
  expect(tagManagerScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123'])
  expect(gtagCommands(target)).toContainEqual(['config', 'G-ABC123'])
})

test('a choice for another policy version is removed and asked again', () => {
  const old = { version: consentPolicyVersion + 1, decidedAt: Date.now(), ...acceptAll }
  document.cookie = `${consentCookieName}=${encodeURIComponent(JSON.stringify(old))}; Path=/`
  const target = freshWindow()
  expect(applyStoredConsent(target, 'GTM-TEST1')).toEqual({ ask: true })
  expect(cookieValue(document.cookie, consentCookieName) ?? '').toBe('')
  expect(tagManagerScripts()).toEqual([])
  expect(dataLayerGateState(target)).toBe('waiting')
})

test('an unreadable stored value is removed and asked again', () => {
  document.cookie = `${consentCookieName}=not-json; Path=/`
  expect(applyStoredConsent(freshWindow(), null)).toEqual({ ask: true })
  expect(cookieValue(document.cookie, consentCookieName) ?? '').toBe('')
})
