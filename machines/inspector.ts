import { useState } from 'react'
import type { InspectionEvent } from 'xstate'

/** What `createActor` / `useActorRef` take as their `inspect` option. */
export type MachineInspect = (event: InspectionEvent) => void

/** The page asked for the inspector: `?inspect` in its address (issue 15: QA opens the Stately inspector). */
function inspectorRequested(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('inspect')
}

/**
 * Forwards a machine's inspection events to the Stately inspector (`@statelyai/inspect`), which opens in
 * a window of its own. The actor starts before the inspector's code has loaded, so what it reports until
 * then is held and handed over once it has.
 */
function deferredInspector(): MachineInspect {
  const early: InspectionEvent[] = []
  let forward: MachineInspect | null = null
  import('@statelyai/inspect').then(
    ({ createBrowserInspector }) => {
      const inspector = createBrowserInspector()
      forward = (event) => inspector.inspect.next?.(event)
      for (const event of early.splice(0)) forward(event)
    },
    (error: unknown) => console.warn('The Stately inspector could not be loaded', error),
  )
  return (event) => {
    if (forward === null) early.push(event)
    else forward(event)
  }
}

/**
 * The `inspect` option for the page's machines: in development with `?inspect` in the address, the
 * Stately inspector; otherwise undefined. `import.meta.env.DEV` is false in a production build, so the
 * branch and the inspector's dynamic import are dropped from it entirely: no byte of the inspector ships.
 */
export function useMachineInspector(): MachineInspect | undefined {
  // Chosen once per host: an actor takes its inspector when it is created, never later.
  const [inspect] = useState(() =>
    import.meta.env.DEV && inspectorRequested() ? deferredInspector() : undefined,
  )
  return inspect
}
