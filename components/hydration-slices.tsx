import { Fragment, use, useLayoutEffect, type ReactNode } from 'react'
import { inATaskOfItsOwn } from './next-task.ts'

/**
 * Preact hydrates a page in one pass that nothing interrupts; on the landing page that pass was a
 * 173 ms task at four times slower CPU, and Total Blocking Time rose from React's 26 ms to 320 ms
 * (ADR 048). React had sliced the same work into tasks of a few milliseconds. Here the page's blocks
 * are the slices: while the page hydrates, each block's slice suspends once. Preact then leaves the
 * server's markup of the block as it is, between the two range markers the server wrote around it, and
 * goes on with the rest of the page. The slices then come back one per task, in the page's order, and
 * each hydrates its own range: the browser may paint and answer input between two blocks.
 *
 * A slice may hold slices of its own (a block's rows, say): those its turn's hydration renders wait for
 * turns of their own, after the ones already waiting, so one large block is not one long task either.
 */

/**
 * The comments around a slice's markup, which Preact's hydration keeps together while it suspends. A
 * Fragment with `UNSTABLE_comment` is how Preact's server renderer writes a comment.
 */
const rangeStart = { key: 'range-start', UNSTABLE_comment: '$s' }
const rangeEnd = { key: 'range-end', UNSTABLE_comment: '/$s' }

/** Slices waiting for their turn, by name, and the order of their turns. */
const waiting = new Map<string, Promise<void>>()
const turns: Array<() => void> = []
/** Whether a slice rendered now is part of the page's hydration and may still wait for a turn. */
let hydrating = false
/**
 * The slice whose turn it is, until its hydration has rendered (its layout effect) or the next task of
 * turns: the slices it renders in that time are part of the page's hydration and wait for turns too.
 */
let sliceTakingItsTurn: string | null = null
let takingTurns = false
/** How a turn is put in a task of its own; a test takes the tasks one by one. */
let schedule: (task: () => void) => unknown = inATaskOfItsOwn

/**
 * The page is about to hydrate (pages/+onBeforeRenderClient.ts): the slices its hydration renders wait
 * for their turns. A client navigation renders from scratch, and nothing waits: not even a block of the
 * next page that has the id of one of the first page's blocks still waiting for its turn.
 */
export function beginSlicedHydration(
  isHydration: boolean,
  inATask: (task: () => void) => unknown = inATaskOfItsOwn,
): void {
  hydrating = isHydration
  schedule = inATask
  sliceTakingItsTurn = null
  if (!isHydration) waiting.clear()
}

/**
 * The page's hydration has rendered what it renders at once (pages/+onHydrationEnd.ts): a slice mounted
 * from now on renders at once; those still waiting keep their turns.
 */
export function endSlicedHydration(): void {
  hydrating = false
}

/** How many slices still wait for their turn (for tests). */
export function slicesWaiting(): number {
  return waiting.size
}

/**
 * A part of the page that hydrates in a task of its own. `name` is unique on the page (a block's id).
 * It must sit directly inside a Suspense boundary, which keeps the server's markup while it waits.
 */
export function HydrationSlice({ name, children }: { name: string; children: ReactNode }) {
  // Its turn's hydration has rendered: the slices inside it have asked for turns of their own, and what
  // mounts from now on renders at once. (The server runs no effects.)
  useLayoutEffect(() => {
    if (sliceTakingItsTurn === name) sliceTakingItsTurn = null
  })
  if (typeof window === 'undefined') {
    return (
      <>
        <Fragment {...rangeStart} />
        {children}
        <Fragment {...rangeEnd} />
      </>
    )
  }
  const partOfHydration = hydrating || (sliceTakingItsTurn !== null && sliceTakingItsTurn !== name)
  const turn = waiting.get(name) ?? (partOfHydration ? waitForTurn(name) : undefined)
  // Suspending is how a Preact component asks hydration to leave its markup for later.
  if (turn !== undefined) use(turn)
  return children
}

function waitForTurn(name: string): Promise<void> {
  const turn = new Promise<void>((resolve) => {
    turns.push(() => {
      waiting.delete(name)
      sliceTakingItsTurn = name
      resolve()
    })
  })
  waiting.set(name, turn)
  if (!takingTurns) {
    takingTurns = true
    // The first turn comes after the task that hydrates the page's frame.
    schedule(takeNextTurn)
  }
  return turn
}

/**
 * Gives the next slice its turn. The slice's Suspense boundary renders it again in a microtask of this
 * task, so this task hydrates that one block (less the slices inside it, which wait); the next turn is a
 * task of its own.
 */
function takeNextTurn(): void {
  // Past the page's first pass, and past the previous turn's task: what mounts now is not part of the
  // hydration, unless the turn given now renders it.
  hydrating = false
  sliceTakingItsTurn = null
  const next = turns.shift()
  if (next === undefined) {
    takingTurns = false
    return
  }
  next()
  schedule(takeNextTurn)
}
