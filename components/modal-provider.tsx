import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { Actor } from 'xstate'
import type { ModalEvent, modalMachine } from '#machines/modal/modal-machine.ts'

type ModalActor = Actor<typeof modalMachine>

interface ModalView {
  openName: string | null
  closeOnBackdropClick: boolean
}

const closedView: ModalView = { openName: null, closeOnBackdropClick: true }

/**
 * The page's one modal machine (spec §3, §4: at most one modal is open at a time), started on first
 * use. Most visits never open a modal, so XState and the machine load only when one is asked for
 * (issue 4: the JS a content page ships); until then every modal is closed.
 */
class LazyModal {
  private actor: ModalActor | null = null
  private loading: Promise<ModalActor> | null = null
  private view: ModalView = closedView
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getView = () => this.view

  send(event: ModalEvent) {
    if (this.actor !== null) {
      this.actor.send(event)
      return
    }
    // Closing or clicking the backdrop of a modal that was never opened changes nothing.
    if (event.type !== 'SET_NAME_AND_OPEN') return
    this.loading ??= this.start()
    void this.loading.then((actor) => actor.send(event))
  }

  private async start(): Promise<ModalActor> {
    const [{ createActor }, { modalMachine }] = await Promise.all([
      import('xstate'),
      import('#machines/modal/modal-machine.ts'),
    ])
    const actor = createActor(modalMachine)
    actor.subscribe((snapshot) => {
      const openName = snapshot.value === 'open' ? snapshot.context.name : null
      const { closeOnBackdropClick } = snapshot.context
      if (openName === this.view.openName && closeOnBackdropClick === this.view.closeOnBackdropClick) return
      this.view = { openName, closeOnBackdropClick }
      for (const listener of this.listeners) listener()
    })
    actor.start()
    this.actor = actor
    return actor
  }
}

const ModalContext = createContext<LazyModal | null>(null)

export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal] = useState(() => new LazyModal())
  return <ModalContext value={modal}>{children}</ModalContext>
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
  const { openName, closeOnBackdropClick } = useSyncExternalStore(
    modal.subscribe,
    modal.getView,
    () => closedView,
  )
  const open = useCallback<ModalControls['open']>(
    (name, options = {}) => modal.send({ type: 'SET_NAME_AND_OPEN', name, ...options }),
    [modal],
  )
  return useMemo(
    () => ({
      openName,
      closeOnBackdropClick,
      open,
      close: () => modal.send({ type: 'UNSET' }),
      backdropClicked: () => modal.send({ type: 'BACKDROP_CLICK' }),
    }),
    [modal, open, openName, closeOnBackdropClick],
  )
}
