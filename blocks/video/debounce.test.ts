import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { debounce } from './debounce.ts'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('a burst of calls runs the callback once, with the last arguments, after the wait', () => {
  const callback = vi.fn<(width: number) => void>()
  const debounced = debounce(callback, 400)
  debounced(320)
  vi.advanceTimersByTime(300)
  debounced(768)
  vi.advanceTimersByTime(399)
  expect(callback).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(callback).toHaveBeenCalledTimes(1)
  expect(callback).toHaveBeenCalledWith(768)
})

test('calls further apart than the wait each run', () => {
  const callback = vi.fn<() => void>()
  const debounced = debounce(callback, 50)
  debounced()
  vi.advanceTimersByTime(50)
  debounced()
  vi.advanceTimersByTime(50)
  expect(callback).toHaveBeenCalledTimes(2)
})

test('cancel drops the pending call', () => {
  const callback = vi.fn<() => void>()
  const debounced = debounce(callback, 400)
  debounced()
  debounced.cancel()
  vi.advanceTimersByTime(1000)
  expect(callback).not.toHaveBeenCalled()
})
