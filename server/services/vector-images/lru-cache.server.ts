/**
 * A bounded map that forgets the least recently used entry first. A Map keeps insertion order, so a read
 * moves the entry to the end and the first key is always the oldest.
 */
export class LruCache<Key, Value> {
  readonly #entries = new Map<Key, Value>()
  readonly #capacity: number

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer')
    this.#capacity = capacity
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: Key): Value | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key)
    this.#entries.delete(key)
    if (value !== undefined) this.#entries.set(key, value)
    return value
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    while (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next()
      if (oldest.done === true) break
      this.#entries.delete(oldest.value)
    }
  }

  delete(key: Key): void {
    this.#entries.delete(key)
  }
}
