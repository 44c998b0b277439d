import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False on the server and while React hydrates, true afterwards. Parts that only work with JavaScript
 * (a history-back button, a menu toggle) render their no-script form until then, so the server's HTML
 * and the first browser render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
