// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-on-preact.ts'

/** A store as a machine's actor or TanStack's store is: a snapshot, replaced on each change. */
function createStore<State>(initial: State) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set: (next: State) => {
      state = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

interface State {
  count: number
  items: string[]
}

const sameItems = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i])

test('a component renders again only when its part of the store changed', () => {
  const store = createStore<State>({ count: 0, items: ['wash'] })
  const seen: number[] = []
  const selectCount = (state: State) => state.count
  function Count() {
    const count = useSyncExternalStoreWithSelector(store.subscribe, store.get, store.get, selectCount)
    seen.push(count)
    return <p>{count}</p>
  }
  const { container } = render(<Count />)
  act(() => store.set({ ...store.get(), items: ['wash', 'gift card'] }))
  expect(seen).toEqual([0])
  act(() => store.set({ ...store.get(), count: 2 }))
  expect(container.textContent).toBe('2')
  expect(seen).toEqual([0, 2])
})

test('with isEqual, a new part equal to the last keeps the last one, the same object', () => {
  const store = createStore<State>({ count: 0, items: ['wash'] })
  const selections: string[][] = []
  // A new list on every call, as a selector that maps or filters makes.
  const selectItems = (state: State) => [...state.items]
  function Items() {
    const items = useSyncExternalStoreWithSelector(
      store.subscribe,
      store.get,
      undefined,
      selectItems,
      sameItems,
    )
    selections.push(items)
    return <p>{items.join(', ')}</p>
  }
  const { container } = render(<Items />)
  act(() => store.set({ ...store.get(), count: 1 }))
  expect(selections).toHaveLength(1)
  act(() => store.set({ ...store.get(), items: ['wash', 'gift card'] }))
  expect(container.textContent).toBe('wash, gift card')
  expect(selections).toHaveLength(2)
  expect(selections[1]).not.toBe(selections[0])
})
