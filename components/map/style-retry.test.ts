import { expect, test } from 'vitest'
import { mapStyleRetries, retryDelayMs, withGrowingRetries } from './style-retry.ts'

test('spec §7: up to 3 retries, each waiting longer than the one before', () => {
  expect(mapStyleRetries).toBe(3)
  expect([1, 2, 3].map(retryDelayMs)).toEqual([500, 1000, 2000])
})

test('a style that fails three times loads on the fourth try, after the growing waits', async () => {
  const waits: number[] = []
  let tries = 0
  const result = await withGrowingRetries(
    () => {
      tries += 1
      return tries < 4 ? Promise.reject(new Error(`try ${tries} failed`)) : Promise.resolve('style')
    },
    {
      signal: new AbortController().signal,
      wait: (ms) => {
        waits.push(ms)
        return Promise.resolve()
      },
    },
  )
  expect(result).toBe('style')
  expect(tries).toBe(4)
  expect(waits).toEqual([500, 1000, 2000])
})

test('after the third retry the last error is thrown (the map falls back to the offline basemap)', async () => {
  let tries = 0
  await expect(
    withGrowingRetries(
      () => {
        tries += 1
        return Promise.reject(new Error(`try ${tries} failed`))
      },
      { signal: new AbortController().signal, wait: () => Promise.resolve() },
    ),
  ).rejects.toThrow('try 4 failed')
  expect(tries).toBe(4)
})

test('an unmounted map stops retrying', async () => {
  const controller = new AbortController()
  let tries = 0
  await expect(
    withGrowingRetries(
      () => {
        tries += 1
        return Promise.reject(new Error('offline'))
      },
      {
        signal: controller.signal,
        wait: () => {
          controller.abort(new Error('unmounted'))
          return Promise.resolve()
        },
      },
    ),
  ).rejects.toThrow('unmounted')
  expect(tries).toBe(1)
})
