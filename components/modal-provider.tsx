import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { modalMachine } from '#machines/modal/modal-machine.ts'

type ModalActor = ActorRefFrom<typeof modalMachine>

const ModalContext = createContext<ModalActor | null>(null)

/** One modal machine for the page: at most one modal is open at a time (spec §3, §4). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(modalMachine)
  return <ModalContext value={actor}>{children}</ModalContext>
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
  const actor = useContext(ModalContext)
  if (actor === null) throw new Error('useModal() needs a <ModalProvider> above it')
  const openName = useSelector(actor, (snapshot) =>
    snapshot.value === 'open' ? snapshot.context.name : null,
  )
  const closeOnBackdropClick = useSelector(actor, (snapshot) => snapshot.context.closeOnBackdropClick)
  return useMemo(
    () => ({
      openName,
      closeOnBackdropClick,
      open: (name, options = {}) => actor.send({ type: 'SET_NAME_AND_OPEN', name, ...options }),
      close: () => actor.send({ type: 'UNSET' }),
      backdropClicked: () => actor.send({ type: 'BACKDROP_CLICK' }),
    }),
    [actor, openName, closeOnBackdropClick],
  )
}
