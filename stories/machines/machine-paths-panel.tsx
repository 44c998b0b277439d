import { useEffect, useState } from 'react'
import { z } from 'zod/mini'
import { summarizePaths, type PathGroup, type PathSummary } from './machine-paths.ts'
import { machineSetups, type MachineSetupName } from './machine-setups.ts'

/** The worker's answer, read back as data before it is shown. */
const pathSummarySchema = z.object({
  toFinalStates: z.boolean(),
  groups: z.array(z.object({ endState: z.string(), paths: z.array(z.array(z.string())) })),
})

type Listing =
  | { status: 'idle' }
  | { status: 'computing' }
  | { status: 'ready'; summary: PathSummary }
  | { status: 'failed'; message: string }

/**
 * Lists the paths off the page's thread: the checkout's take seconds. Without workers (a test DOM), the
 * work waits one turn so the "listing…" text is painted before it starts.
 */
function listPaths(setupName: MachineSetupName, done: (listing: Listing) => void): () => void {
  if (typeof Worker === 'undefined') {
    const timer = setTimeout(() => {
      done({ status: 'ready', summary: summarizePaths(machineSetups[setupName].paths) })
    }, 0)
    return () => clearTimeout(timer)
  }
  const worker = new Worker(new URL('./machine-paths.worker.ts', import.meta.url), { type: 'module' })
  worker.addEventListener('message', (message: MessageEvent<unknown>) => {
    const parsed = pathSummarySchema.safeParse(message.data)
    done(
      parsed.success
        ? { status: 'ready', summary: parsed.data }
        : { status: 'failed', message: 'unreadable answer' },
    )
    worker.terminate()
  })
  worker.addEventListener('error', (event) => {
    done({ status: 'failed', message: event.message })
    worker.terminate()
  })
  worker.postMessage(setupName)
  return () => worker.terminate()
}

const pageSize = 25

function pathCount(summary: PathSummary): number {
  return summary.groups.reduce((total, group) => total + group.paths.length, 0)
}

function PathList({ group }: { group: PathGroup }) {
  const [shown, setShown] = useState(pageSize)
  const count = group.paths.length
  return (
    <details className="machine-paths-group">
      <summary>
        <code>{group.endState}</code>: {count} {count === 1 ? 'path' : 'paths'}
      </summary>
      <ol className="machine-paths-list">
        {group.paths.slice(0, shown).map((path, index) => (
          // A path is known by its place in the graph's list, which never changes once listed.
          <li key={index}>{path.length === 0 ? '(the start itself)' : path.join(' → ')}</li>
        ))}
      </ol>
      {shown < count && (
        <button type="button" onClick={() => setShown((previous) => previous + pageSize)}>
          Show {Math.min(pageSize, count - shown)} more of {count - shown}
        </button>
      )}
    </details>
  )
}

/**
 * Every simple path from the start to each final state (`@xstate/graph`), listed when opened: the
 * count per end state first, then the paths as event sequences, a page at a time.
 */
export function MachinePathsPanel({ setupName }: { setupName: MachineSetupName }) {
  const [open, setOpen] = useState(false)
  const [listing, setListing] = useState<{ setupName: MachineSetupName; listing: Listing } | null>(null)
  const needsListing = open && listing?.setupName !== setupName

  useEffect(() => {
    if (!needsListing) return
    return listPaths(setupName, (result) => setListing({ setupName, listing: result }))
  }, [needsListing, setupName])

  const current: Listing =
    listing?.setupName === setupName ? listing.listing : open ? { status: 'computing' } : { status: 'idle' }

  return (
    <details
      className="machine-paths"
      data-testid="machine-paths"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Simple paths from the start to each final state</summary>
      {current.status === 'computing' && <p role="status">Listing the paths…</p>}
      {current.status === 'failed' && <p role="alert">The paths could not be listed: {current.message}</p>}
      {current.status === 'ready' && (
        <div className="machine-paths-result">
          <p role="status">
            {current.summary.toFinalStates
              ? `${String(pathCount(current.summary))} paths reach an end state.`
              : `This machine has no final state: the ${String(pathCount(current.summary))} simple paths to each of its states.`}
          </p>
          <ul className="machine-paths-groups" aria-label="Paths by end state">
            {current.summary.groups.map((group) => (
              <li key={group.endState} data-end-state={group.endState}>
                <PathList group={group} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  )
}
