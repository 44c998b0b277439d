// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createNavigationProgress } from './navigation-progress.ts'

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = '<main id="main"><h1>Old page</h1></main>'
})

afterEach(() => {
  vi.useRealTimers()
})

const progressbar = () => document.querySelector('[role="progressbar"]')

test('the bar appears only after 100 ms, as a labelled indeterminate progressbar', () => {
  const progress = createNavigationProgress({ label: () => 'Loading page' })
  progress.start()
  vi.advanceTimersByTime(99)
  expect(progressbar()).toBeNull()
  vi.advanceTimersByTime(1)
  const bar = progressbar()
  expect(bar?.getAttribute('aria-label')).toBe('Loading page')
  expect(bar?.hasAttribute('aria-valuenow')).toBe(false)
  expect(progress.isVisible()).toBe(true)
})

test('a navigation done within the delay never shows the bar', () => {
  const progress = createNavigationProgress({ label: () => 'Loading page' })
  progress.start()
  vi.advanceTimersByTime(60)
  progress.done()
  vi.advanceTimersByTime(1000)
  expect(progressbar()).toBeNull()
  expect(progress.isVisible()).toBe(false)
})

test('the bar is removed when the page has loaded', () => {
  const progress = createNavigationProgress({ label: () => 'Loading page' })
  progress.start()
  vi.advanceTimersByTime(500)
  expect(progressbar()).not.toBeNull()
  progress.done()
  expect(progressbar()).toBeNull()
})

test('the main landmark is aria-busy from the start of a navigation to its end', () => {
  const progress = createNavigationProgress({ label: () => 'Loading page' })
  const main = document.getElementById('main')
  progress.start()
  expect(main?.getAttribute('aria-busy')).toBe('true')
  progress.done()
  expect(main?.hasAttribute('aria-busy')).toBe(false)
})

test('a navigation superseding another keeps one bar, and its label is read when it appears', () => {
  let label = 'Sivua ladataan'
  const progress = createNavigationProgress({ label: () => label, delayMs: 100 })
  progress.start()
  vi.advanceTimersByTime(50)
  label = 'Laddar sidan'
  progress.start()
  vi.advanceTimersByTime(50)
  expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1)
  expect(progressbar()?.getAttribute('aria-label')).toBe('Laddar sidan')
  progress.start()
  expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1)
})

test('done without start does nothing', () => {
  const progress = createNavigationProgress({ label: () => 'Loading page' })
  expect(() => progress.done()).not.toThrow()
  expect(progressbar()).toBeNull()
})
