// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { keepBackForwardCacheEligible } from './back-forward-cache.ts'

/*
 * One window for the file: the guard's listeners stay on it, as they do on a page for its whole life.
 */
keepBackForwardCacheEligible(window)

let visibility: DocumentVisibilityState = 'visible'
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })

/** happy-dom's PageTransitionEvent leaves `persisted` out; a browser's carries it. */
function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean) {
  const event = new Event(type)
  Object.defineProperty(event, 'persisted', { value: persisted })
  window.dispatchEvent(event)
}

function hide() {
  visibility = 'hidden'
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

function show() {
  visibility = 'visible'
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

/** What a listener like Vike's (on the window, bubbling) and one on the document are told. */
function hiddenListeners() {
  const told: string[] = []
  const onWindow = () => told.push(`window:${document.visibilityState}`)
  const onDocument = () => told.push(`document:${document.visibilityState}`)
  window.addEventListener('visibilitychange', onWindow)
  document.addEventListener('visibilitychange', onDocument)
  return {
    told,
    remove() {
      window.removeEventListener('visibilitychange', onWindow)
      document.removeEventListener('visibilitychange', onDocument)
    },
  }
}

afterEach(() => {
  visibility = 'visible'
  localStorage.clear()
})

test('the page hidden on its way into the back/forward cache tells no listener (no history update)', () => {
  const listeners = hiddenListeners()
  pageTransition('pagehide', true)
  hide()
  expect(listeners.told).toEqual([])
  // Back: shown again, and everything is told from then on.
  pageTransition('pageshow', true)
  show()
  expect(listeners.told).toEqual(['document:visible', 'window:visible'])
  listeners.remove()
})

test('a page hidden for another reason (another tab, or not kept in the cache) is told as before', () => {
  const listeners = hiddenListeners()
  hide()
  show()
  pageTransition('pagehide', false)
  hide()
  expect(listeners.told).toEqual([
    'document:hidden',
    'window:hidden',
    'document:visible',
    'window:visible',
    'document:hidden',
    'window:hidden',
  ])
  listeners.remove()
})

test('shown from the cache, the page hears of each stored key that changed while it was there', () => {
  localStorage.setItem('aurora-cart', '{"items":[]}')
  localStorage.setItem('unchanged', '1')
  localStorage.setItem('removed', 'x')
  const events: { key: string | null; oldValue: string | null; newValue: string | null }[] = []
  const onStorage = (event: StorageEvent) =>
    events.push({ key: event.key, oldValue: event.oldValue, newValue: event.newValue })
  window.addEventListener('storage', onStorage)

  pageTransition('pagehide', true)
  hide()
  // Another page of the site, while this one is in the cache.
  localStorage.setItem('aurora-cart', '{"items":[1]}')
  localStorage.removeItem('removed')
  localStorage.setItem('added', 'y')
  pageTransition('pageshow', true)
  show()

  expect(events).toEqual([
    { key: 'aurora-cart', oldValue: '{"items":[]}', newValue: '{"items":[1]}' },
    { key: 'removed', oldValue: 'x', newValue: null },
    { key: 'added', oldValue: null, newValue: 'y' },
  ])
  // A first show (not from the cache) announces nothing.
  events.length = 0
  pageTransition('pageshow', false)
  expect(events).toEqual([])
  window.removeEventListener('storage', onStorage)
})
