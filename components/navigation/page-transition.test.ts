// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createPageTransition, fadeOutMs, leavingClass } from './page-transition.ts'

beforeEach(() => {
  vi.useFakeTimers()
  document.documentElement.className = ''
  document.body.innerHTML = '<main id="main"><h1>Old page</h1></main>'
})

afterEach(() => {
  vi.useRealTimers()
})

const leaving = () => document.documentElement.classList.contains(leavingClass)

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  await Promise.resolve()
  await Promise.resolve()
  return settled
}

test('out-in: the old page fades out first, the new one fades in after it rendered', async () => {
  const transition = createPageTransition({ reducedMotion: () => false })
  transition.leave()
  expect(leaving()).toBe(true)
  const left = transition.left()
  expect(await isSettled(left)).toBe(false)
  // The browser reports the end of main's opacity transition.
  document.getElementById('main')?.dispatchEvent(new Event('transitionend'))
  expect(await isSettled(left)).toBe(true)
  transition.enter()
  expect(leaving()).toBe(false)
})

test('the wait for the fade-out ends after its duration even if no transitionend arrives', async () => {
  const transition = createPageTransition({ reducedMotion: () => false })
  transition.leave()
  const left = transition.left()
  vi.advanceTimersByTime(fadeOutMs - 1)
  expect(await isSettled(left)).toBe(false)
  vi.advanceTimersByTime(100)
  expect(await isSettled(left)).toBe(true)
})

test('a transitionend of a child element does not end the wait', async () => {
  const transition = createPageTransition({ reducedMotion: () => false })
  transition.leave()
  const left = transition.left()
  document.querySelector('h1')?.dispatchEvent(new Event('transitionend', { bubbles: true }))
  expect(await isSettled(left)).toBe(false)
})

test('under prefers-reduced-motion nothing fades and nothing waits', async () => {
  const transition = createPageTransition({ reducedMotion: () => true })
  transition.leave()
  expect(leaving()).toBe(false)
  expect(await isSettled(transition.left())).toBe(true)
})

test('a page without a main landmark (a bare error page) is not faded', async () => {
  document.body.innerHTML = '<p>Error</p>'
  const transition = createPageTransition({ reducedMotion: () => false })
  transition.leave()
  expect(leaving()).toBe(false)
  expect(await isSettled(transition.left())).toBe(true)
})
