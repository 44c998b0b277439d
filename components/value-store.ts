import { useSyncExternalStore } from 'react'

/**
 * One value that changes over a page's life, held outside React's context (ADR 035). A provider hands its
 * descendants the store itself, an object that never changes, and only the components that read the
 * value re-render when it changes. A context whose value changed would instead reach every part of the
 * page below it, and a part whose code hydrates after the start (pages/+Layout.tsx's footer, the blocks
 * that load after it) would be rendered from scratch, its server markup thrown away, when that
 * happens before its code is here.
 */
export interface ValueStore<Value> {
  get: () => Value
  /** The value it was made with: what the server rendered, and so what hydration renders. */
  initial: () => Value
  set: (next: Value) => void
  subscribe: (listener: () => void) => () => void
}

export function createValueStore<Value>(initial: Value): ValueStore<Value> {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    initial: () => initial,
    set: (next) => {
      if (Object.is(next, current)) return
      current = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The store's value, re-rendering when it changes. Hydration reads the value the store was made with,
 * as the server did, even when it has changed since (a part that hydrates late, after the login check
 * answered), so the first browser render matches the server's; React renders the current value next.
 */
export function useStoredValue<Value>(store: ValueStore<Value>): Value {
  return useSyncExternalStore(store.subscribe, store.get, store.initial)
}
