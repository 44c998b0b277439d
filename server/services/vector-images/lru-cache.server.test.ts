import { expect, test } from 'vitest'
import { LruCache } from './lru-cache.server.ts'

test('holds at most its capacity, forgetting the least recently used entry first', () => {
  const cache = new LruCache<string, number>(2)
  cache.set('a', 1)
  cache.set('b', 2)
  expect(cache.get('a')).toBe(1)
  cache.set('c', 3)
  expect(cache.size).toBe(2)
  expect(cache.get('b')).toBeUndefined()
  expect(cache.get('a')).toBe(1)
  expect(cache.get('c')).toBe(3)
})

test('setting a key again replaces its value and makes it the most recent', () => {
  const cache = new LruCache<string, number>(2)
  cache.set('a', 1)
  cache.set('b', 2)
  cache.set('a', 10)
  cache.set('c', 3)
  expect(cache.get('a')).toBe(10)
  expect(cache.get('b')).toBeUndefined()
})

test('a deleted key is gone; a capacity below one is refused', () => {
  const cache = new LruCache<string, number>(1)
  cache.set('a', 1)
  cache.delete('a')
  expect(cache.get('a')).toBeUndefined()
  expect(cache.size).toBe(0)
  expect(() => new LruCache(0)).toThrow(RangeError)
})
