import { useEffect, useState, useSyncExternalStore } from 'react'
import { inATaskOfItsOwn } from './next-task.ts'

const subscribeToNothing = () => () => {}

/**
 * False on the server and while the page hydrates, true afterwards. Parts that only work with JavaScript
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
 * False on the server, while the page hydrates and in the first browser render of a part mounted later;
 * then true, set in a task of its own that an effect of that render asks for. For a part that mounts
 * something only the browser runs (the login machine, the consent host): it starts after the page's
 * hydration, each in a task of its own, not inside it nor in the task that runs the page's effects
 * (issue 17: Total Blocking Time; Preact renders a transition at once, ADR 048). What
 * it mounts suspends in a Suspense boundary of its own, with nothing shown before it, so the page's
 * markup beside it stays on the screen (ADR 048).
 */
export function useStartedAfterHydration(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => inATaskOfItsOwn(() => setStarted(true)), [])
  return started
}
