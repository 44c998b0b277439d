import { assign, setup } from 'xstate'

/** spec §3 modal state: which modal, whether it is open, its backdrop rule and what the caller passed. */
export interface ModalContext {
  name: string | null
  closeOnBackdropClick: boolean
  callerPayload: unknown
}

export type ModalEvent =
  | { type: 'SET_NAME_AND_OPEN'; name: string; callerPayload?: unknown; closeOnBackdropClick?: boolean }
  | { type: 'UNSET' }
  | { type: 'BACKDROP_CLICK' }

const closedContext: ModalContext = { name: null, closeOnBackdropClick: true, callerPayload: null }

/**
 * spec §4: SET_NAME_AND_OPEN opens the named modal and stores the payload; UNSET closes it and clears the
 * payload. A backdrop click closes only when the modal allows it (default true, spec §3).
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
  },
  actions: {
    store: assign(({ event }) =>
      event.type === 'SET_NAME_AND_OPEN'
        ? {
            name: event.name,
            callerPayload: event.callerPayload ?? null,
            closeOnBackdropClick: event.closeOnBackdropClick ?? true,
          }
        : {},
    ),
    clear: assign(() => closedContext),
  },
  guards: {
    closesOnBackdrop: ({ context }) => context.closeOnBackdropClick,
  },
}).createMachine({
  id: 'modal',
  initial: 'closed',
  context: closedContext,
  states: {
    closed: {
      on: { SET_NAME_AND_OPEN: { target: 'open', actions: 'store' } },
    },
    open: {
      on: {
        // Opening another modal replaces the current one; there is never more than one.
        SET_NAME_AND_OPEN: { target: 'open', actions: 'store', reenter: true },
        UNSET: { target: 'closed', actions: 'clear' },
        BACKDROP_CLICK: { guard: 'closesOnBackdrop', target: 'closed', actions: 'clear' },
      },
    },
  },
})
