import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { ModalEvent } from '#machines/modal/modal-machine.ts'
import type { ModalActorRef, ModalView } from '#machines/modal/modal-machine-host.tsx'
import { createValueStore, useStoredValue, type ValueStore } from './value-store.ts'

/**
 * The page's one modal machine (spec §3, §4: at most one modal is open at a time), started on first
 * use. Most visits never open a modal, so XState and the machine load only when one is asked for
 * (issue 4: the JS a content page ships); until then every modal is closed.
 */
const ModalMachineHost = lazy(() =>
  import('#machines/modal/modal-machine-host.tsx').then((module) => ({ default: module.ModalMachineHost })),
)

const closedView: ModalView = { openName: null, closeOnBackdropClick: true }

/** What the provider hands down: the same object for the page's whole life (components/value-store.ts). */
interface ModalHandle {
  view: ValueStore<ModalView>
  send: (event: ModalEvent) => void
}

const ModalContext = createContext<ModalHandle | null>(null)

export function ModalProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false)
  const [viewStore] = useState(() => createValueStore(closedView))
  const actor = useRef<ModalActorRef | null>(null)
  // Null until a modal is first asked for; then the events sent while the machine loads, in order.
  const waiting = useRef<ModalEvent[] | null>(null)

  const send = useCallback((event: ModalEvent) => {
    if (actor.current !== null) {
      actor.current.send(event)
      return
    }
    if (waiting.current === null) {
      // Closing or clicking the backdrop of a modal that was never opened changes nothing.
      if (event.type !== 'SET_NAME_AND_OPEN') return
      waiting.current = []
      setRequested(true)
    }
    waiting.current.push(event)
  }, [])

  const start = useCallback((actorRef: ModalActorRef) => {
    actor.current = actorRef
    for (const event of waiting.current ?? []) actorRef.send(event)
    waiting.current = []
  }, [])

  const handle = useMemo(() => ({ view: viewStore, send }), [viewStore, send])
  return (
    <ModalContext value={handle}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <ModalMachineHost onStart={start} onViewChange={viewStore.set} />
        </Suspense>
      )}
    </ModalContext>
  )
}

export interface ModalControls {
  /** Name of the open modal, or null. */
  openName: string | null
  closeOnBackdropClick: boolean
  open: (name: string, options?: { callerPayload?: unknown; closeOnBackdropClick?: boolean }) => void
  close: () => void
  backdropClicked: () => void
}

export function useModal(): ModalControls {
  const modal = useContext(ModalContext)
  if (modal === null) throw new Error('useModal() needs a <ModalProvider> above it')
  const { send } = modal
  const view = useStoredValue(modal.view)
  return useMemo(
    () => ({
      openName: view.openName,
      closeOnBackdropClick: view.closeOnBackdropClick,
      open: (name, options = {}) => send({ type: 'SET_NAME_AND_OPEN', name, ...options }),
      close: () => send({ type: 'UNSET' }),
      backdropClicked: () => send({ type: 'BACKDROP_CLICK' }),
    }),
    [view, send],
  )
}
