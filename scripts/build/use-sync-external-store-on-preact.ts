import { useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat'

/**
 * `use-sync-external-store/with-selector` on Preact (ADR 048). `@xstate/react` and TanStack's store read
 * a part of an external store with it. React's package of it is CommonJS that requires `react`, which
 * the unit tests would resolve to React's own runtime beside Preact's; this is the same hook written
 * against Preact's: the part `selector` picks from the store's snapshot, kept as the same value while
 * the snapshot is the same object or `isEqual` finds the new part equal to the last one, so a component
 * renders again only when its part changed.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // What this component rendered last, shared by the memoized selectors of every render.
  const renderedRef = useRef<{ selection: Selection } | null>(null)
  const [selectFromStore, selectFromServer] = useMemo(() => {
    let last: { snapshot: Snapshot; selection: Selection } | null = null
    const select = (snapshot: Snapshot): Selection => {
      if (last !== null && Object.is(last.snapshot, snapshot)) return last.selection
      const picked = selector(snapshot)
      const before: { selection: Selection } | null = last ?? renderedRef.current
      const kept =
        before !== null && isEqual !== undefined && isEqual(before.selection, picked)
          ? before.selection
          : picked
      last = { snapshot, selection: kept }
      return kept
    }
    return [
      () => select(getSnapshot()),
      getServerSnapshot === undefined ? undefined : () => select(getServerSnapshot()),
    ] as const
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const selection = useSyncExternalStore(subscribe, selectFromStore, selectFromServer)
  useEffect(() => {
    renderedRef.current = { selection }
  }, [selection])
  return selection
}
