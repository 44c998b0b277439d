import { getSimplePaths } from '@xstate/graph'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { transitionLabel } from './statechart-layout.ts'

/** An event as a button and a path step name it: the same event type may come with several payloads. */
export interface LabelledEvent {
  label: string
  event: AnyEventObject
}

/** What a chart needs to list a machine's simple paths with `@xstate/graph`. */
export interface PathSetup {
  machine: AnyStateMachine
  input: unknown
  /**
   * The moves the graph tries in every state: the visitor's events with sample payloads and the actors'
   * answers. A function when an answer must quote the state it answers (the cart's revision).
   */
  events: readonly LabelledEvent[] | ((snapshot: AnyMachineSnapshot) => readonly LabelledEvent[])
  /** Which snapshots count as one vertex: the state plus only what its guards look at. */
  serializeState: (snapshot: AnyMachineSnapshot) => string
  /** States that end a run for QA besides the final ones (the checkout's `failed`, spec §8). */
  alsoEnds?: (snapshot: AnyMachineSnapshot) => boolean
}

export interface PathGroup {
  /** The end state, as dotted state ids relative to the machine (`editing.paymentMethod`). */
  endState: string
  /** Each path as the labels of its events, in order. */
  paths: string[][]
}

export interface PathSummary {
  /** False when the machine has no final state: the groups then list the paths to every state. */
  toFinalStates: boolean
  groups: PathGroup[]
}

/** A `StateValue`: `{ editing: 'paymentMethod' }` reads `editing.paymentMethod`; parallel regions join with a comma. */
export function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return String(value)
  return Object.entries(value)
    .map(([key, child]: [string, unknown]) =>
      child === undefined || (typeof child === 'object' && child !== null && Object.keys(child).length === 0)
        ? key
        : `${key}.${stateValueText(child)}`,
    )
    .join(', ')
}

function labelOf(event: unknown, known: ReadonlyMap<unknown, string>): string {
  const labelled = known.get(event)
  if (labelled !== undefined) return labelled
  if (typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string')
    return transitionLabel(event.type)
  return 'start'
}

/**
 * Every simple path from the machine's start to each final state (or, for a machine without one, to
 * every state), grouped by where it ends. Synchronous and, for the checkout, seconds long: the chart
 * runs it in a worker (machine-paths.worker.ts).
 */
export function summarizePaths(setup: PathSetup): PathSummary {
  // The graph hands back the very event objects it was given, so a step's label is found by identity.
  const labelsByEvent = new Map<unknown, string>()
  const eventsOf = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const labelled = typeof setup.events === 'function' ? setup.events(snapshot) : setup.events
    for (const entry of labelled) labelsByEvent.set(entry.event, entry.label)
    return labelled.map((entry) => entry.event)
  }
  const paths = getSimplePaths(setup.machine, {
    input: setup.input,
    events: eventsOf,
    serializeState: setup.serializeState,
  })
  const hasFinalState = paths.some((path) => path.state.status === 'done')
  const ends = hasFinalState
    ? paths.filter((path) => path.state.status === 'done' || (setup.alsoEnds?.(path.state) ?? false))
    : paths
  const groups = new Map<string, string[][]>()
  for (const path of ends) {
    const endState = stateValueText(path.state.value)
    // The first step is the start itself (the machine's initial snapshot, reached by xstate.init).
    const labels = path.steps.slice(1).map((step) => labelOf(step.event, labelsByEvent))
    groups.set(endState, [...(groups.get(endState) ?? []), labels])
  }
  return {
    toFinalStates: hasFinalState,
    groups: [...groups.entries()]
      .map(([endState, grouped]) => ({ endState, paths: grouped }))
      .sort((a, b) => a.endState.localeCompare(b.endState)),
  }
}
