import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
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
 *
 * `load`, the part's code, is fetched and evaluated first, in that task, and the part starts in the next
 * one: a module's evaluation and the part's first render are then two tasks, not one long one (ADR 049).
 * Loading that fails starts the part anyway, whose own loading then fails as it did before.
 */
export function useStartedAfterHydration(load?: () => Promise<unknown>): boolean {
  const [started, setStarted] = useState(false)
  const loadRef = useRef(load)
  useEffect(() => {
    let cancelNext = () => {}
    const cancelFirst = inATaskOfItsOwn(() => {
      const start = () => {
        cancelNext = inATaskOfItsOwn(() => setStarted(true))
      }
      const loading = loadRef.current?.()
      if (loading === undefined) setStarted(true)
      else void loading.then(start, start)
    })
    return () => {
      cancelFirst()
      cancelNext()
    }
  }, [])
  return started
}
