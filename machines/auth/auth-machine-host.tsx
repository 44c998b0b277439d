import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { Locale } from '#schemas/locale.ts'
import { useMachineInspector } from '../inspector.ts'
import { authMachine, type AuthNotice, type AuthUser } from './auth-machine.ts'

export type AuthActorRef = ActorRefFrom<typeof authMachine>

/**
 * What the page shows of the login: `checking` until the start's authorization check (and the customer
 * call after it) answered, then logged in with the user or logged out; `busy` while a logout or an
 * on-demand load of a logged-in customer is under way.
 */
export interface AuthView {
  status: 'checking' | 'loggedIn' | 'loggedOut'
  busy: boolean
  /** spec §3 user store; null while logged out. */
  user: AuthUser | null
}

function selectView(snapshot: SnapshotFrom<typeof authMachine>): AuthView {
  const { context } = snapshot
  const user: AuthUser | null = context.loggedIn
    ? {
        firstname: context.firstname,
        lastname: context.lastname,
        email: context.email,
        phone: context.phone,
        telephonePrefix: context.telephonePrefix,
        telephoneNumber: context.telephoneNumber,
      }
    : null
  if (snapshot.matches('checking')) return { status: 'checking', busy: true, user }
  // A first load of the customer after AUTHORIZED is still the start's check.
  if (snapshot.matches('loadingCustomer') && !context.loggedIn)
    return { status: 'checking', busy: true, user }
  return {
    status: context.loggedIn ? 'loggedIn' : 'loggedOut',
    busy: snapshot.matches('loadingCustomer') || snapshot.matches('loggingOut'),
    user,
  }
}

/** Compares the user field by field, so a view is the same object until something shown changed. */
function sameView(a: AuthView, b: AuthView): boolean {
  return a.status === b.status && a.busy === b.busy && shallowEqual(a.user, b.user)
}

/**
 * Runs the page's login machine (spec §4) and reports what it shows. components/auth/auth-provider.tsx
 * loads this module after hydration, so XState stays out of every page's start bundle (ADR 018) and
 * the server's HTML, the same for everyone, is what hydrates.
 */
export function AuthMachineHost({
  locale,
  onStart,
  onViewChange,
  onNotice,
}: {
  locale: Locale
  /** Called once the machine runs, with the actor that takes the page's login events. */
  onStart: (actorRef: AuthActorRef) => void
  onViewChange: (view: AuthView) => void
  /** spec §8: shows a notice (the page's notification system). */
  onNotice: (notice: AuthNotice) => void
}) {
  // `?inspect` in development shows the login in the Stately inspector (issue 15).
  const inspect = useMachineInspector()
  const actorRef = useActorRef(authMachine, { input: { locale }, inspect })
  const view = useSelector(actorRef, selectView, sameView)
  useEffect(() => {
    const subscription = actorRef.on('notice', ({ kind, messageKey }) => onNotice({ kind, messageKey }))
    return () => subscription.unsubscribe()
  }, [actorRef, onNotice])
  useEffect(() => onStart(actorRef), [actorRef, onStart])
  useEffect(() => onViewChange(view), [view, onViewChange])
  return null
}
