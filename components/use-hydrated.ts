import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

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

/**
 * False on the server, while React hydrates and in the first browser render of a part mounted later;
 * then true, set in a transition. For a part that mounts something only the browser runs (the login
 * machine, the consent host): React renders a transition in slices it can interrupt, where the switch of
 * `useHydrated` is one synchronous render right after hydration, a task long enough on a slow phone to
 * delay the visitor's first tap (issue 17: Total Blocking Time).
 */
export function useStartedAfterHydration(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    startTransition(() => setStarted(true))
  }, [])
  return started
}
