import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { modalMachine } from './modal-machine.ts'

export type ModalActorRef = ActorRefFrom<typeof modalMachine>

/** What the page shows of the modal machine: which modal is open, and its backdrop rule. */
export interface ModalView {
  openName: string | null
  closeOnBackdropClick: boolean
}

function selectView(snapshot: SnapshotFrom<typeof modalMachine>): ModalView {
  return {
    openName: snapshot.value === 'open' ? snapshot.context.name : null,
    closeOnBackdropClick: snapshot.context.closeOnBackdropClick,
  }
}

/**
 * Runs the page's modal machine and reports what it shows. `components/modal-provider.tsx` loads this
 * module on the first modal open, so it alone imports XState and @xstate/react: a content page's start
 * bundle carries neither (issue 4). `useSelector` sits here rather than in `useModal` because
 * @xstate/react is one module: used at start, it brings `useActorRef` and XState with it (issue 12:
 * 9.4 KB gzip more at start, measured with `npm run bench -- --page-weight`).
 */
export function ModalMachineHost({
  onStart,
  onViewChange,
}: {
  /** Called once the machine runs, with the actor that takes the page's modal events. */
  onStart: (actorRef: ModalActorRef) => void
  onViewChange: (view: ModalView) => void
}) {
  const actorRef = useActorRef(modalMachine)
  const view = useSelector(actorRef, selectView, shallowEqual)
  useEffect(() => onStart(actorRef), [actorRef, onStart])
  useEffect(() => onViewChange(view), [view, onViewChange])
  return null
}
