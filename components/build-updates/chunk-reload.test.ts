import { expect, test } from 'vitest'
import { createChunkReload, reloadGuardKey, reloadGuardMs } from './chunk-reload.ts'

/** sessionStorage as a map; `broken` throws like a browser with storage disabled. */
function tab(options: { stored?: string; broken?: boolean } = {}) {
  const items = new Map<string, string>()
  if (options.stored !== undefined) items.set(reloadGuardKey, options.stored)
  let now = Date.parse('2026-11-26T12:00:00.000Z')
  const reloads: string[] = []
  let route = 'https://example.test/en-EU/terms'
  const onChunkError = createChunkReload({
    storage: () => {
      if (options.broken === true) throw new DOMException('denied', 'SecurityError')
      return {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
      }
    },
    now: () => now,
    route: () => route,
    reload: (url) => void reloads.push(url),
  })
  return {
    onChunkError,
    reloads,
    items,
    wait: (ms: number) => (now += ms),
    navigateTo: (url: string) => (route = url),
    now: () => now,
  }
}

test('the first failed chunk reloads the route and sets the guard', () => {
  const browser = tab()
  browser.navigateTo('https://example.test/en-EU/stationsearch/helsinki')
  expect(browser.onChunkError()).toBe(true)
  expect(browser.reloads).toEqual(['https://example.test/en-EU/stationsearch/helsinki'])
  expect(browser.items.get(reloadGuardKey)).toBe(String(browser.now()))
})

test('the next failure within 10 s (spec §9) does not reload: the normal error handling takes it', () => {
  const browser = tab()
  browser.onChunkError()
  browser.wait(reloadGuardMs - 1)
  expect(browser.onChunkError()).toBe(false)
  expect(browser.reloads).toHaveLength(1)
})

test('the guard holds across the reload: it lives in sessionStorage', () => {
  const first = tab()
  first.onChunkError()
  const stored = first.items.get(reloadGuardKey)
  const reloaded = tab({ stored })
  reloaded.wait(1500)
  expect(reloaded.onChunkError()).toBe(false)
  expect(reloaded.reloads).toEqual([])
})

test('10 s later a failure reloads again', () => {
  const browser = tab()
  browser.onChunkError()
  browser.wait(reloadGuardMs)
  expect(browser.onChunkError()).toBe(true)
  expect(browser.reloads).toHaveLength(2)
})

test.each([
  ['not a number', 'soon'],
  ['empty', ''],
  ['in the future (the clock was set back)', String(Date.parse('2026-11-26T13:00:00.000Z'))],
])('a stored time that is %s does not hold the guard', (_name, stored) => {
  const browser = tab({ stored })
  expect(browser.onChunkError()).toBe(true)
  expect(browser.items.get(reloadGuardKey)).toBe(String(browser.now()))
})

test('without sessionStorage there is no guard, so there is no reload: it could loop', () => {
  const browser = tab({ broken: true })
  expect(browser.onChunkError()).toBe(false)
  expect(browser.reloads).toEqual([])
})
