/**
 * A value the page passes to the browser as one JSON string (a page's blocks, the layout; ADR 034). Vike
 * serializes the passed page context on every request with a serializer that calls back for every value;
 * a string is copied, not walked. The string is made once per object, and read once per string: the same
 * string gives the same object, render after render, and the server never parses its own output back.
 *
 * Made for the browser's start bundle, where every page carries it: the browser only reads, so making a
 * payload is a function of its own (`toPayload`) that the bundle leaves out.
 */
export interface PayloadMemo<T extends object> {
  /** The value a payload holds; throws when it holds something else. */
  read(payload: string): T
  /** Remembers the value a payload was made from, so that reading it gives that very object. */
  keep(payload: string, value: T): void
}

/**
 * @param holds checks what a parsed payload holds. It was made from a value the server had just
 *   validated, so a check of its envelope is enough.
 * @param refusal the error's message when a payload does not hold such a value
 * @param remembered how many payloads to keep as objects; the oldest is forgotten first
 */
export function payloadMemo<T extends object>(
  holds: (value: unknown) => value is T,
  refusal: string,
  remembered: number,
): PayloadMemo<T> {
  const values = new Map<string, T>()
  const keep = (payload: string, value: T) => {
    if (values.size >= remembered) {
      const oldest = values.keys().next()
      if (oldest.done !== true) values.delete(oldest.value)
    }
    values.set(payload, value)
  }
  return {
    keep,
    read(payload) {
      const known = values.get(payload)
      if (known !== undefined) return known
      const value: unknown = JSON.parse(payload)
      if (!holds(value)) throw new Error(refusal)
      keep(payload, value)
      return value
    },
  }
}

/** One for every memo: an object is only ever one kind of value, and its JSON is the same in any. */
const payloadByValue = new WeakMap<object, string>()

/** The value as JSON, made once per object. */
export function toPayload<T extends object>(memo: PayloadMemo<T>, value: T): string {
  const cached = payloadByValue.get(value)
  if (cached !== undefined) return cached
  const payload = JSON.stringify(value)
  payloadByValue.set(value, payload)
  memo.keep(payload, value)
  return payload
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
