import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { AuthActorRef, AuthView } from '#machines/auth/auth-machine-host.tsx'
import type { AuthEvent } from '#machines/auth/auth-machine.ts'
import { useLocale } from '../locale-context.tsx'
import { showNotice } from '../notices/notice-store.ts'
import { useStartedAfterHydration } from '../use-hydrated.ts'
import { createValueStore, useStoredValue, type ValueStore } from '../value-store.ts'

/**
 * The page's login machine (spec §4), started once the page has hydrated: its authorization check is
 * the visitor's own, so the server renders every page logged out, the same answer for everyone (a page
 * may sit in a shared cache), and the header changes once the check answers. XState and the machine load
 * in their own chunk after hydration, never in the start bundle (ADR 018).
 */
const loadAuthMachineHost = () => import('#machines/auth/auth-machine-host.tsx')
const AuthMachineHost = lazy(() =>
  loadAuthMachineHost().then((module) => ({ default: module.AuthMachineHost })),
)

/** Until the machine answers: nobody is known to be logged in (the server's render, and hydration). */
const unknownView: AuthView = { status: 'checking', busy: false, user: null }

interface AuthState {
  view: AuthView
  send: (event: AuthEvent) => void
}

/** What the provider hands down: the same object for the page's whole life (components/value-store.ts). */
interface AuthHandle {
  view: ValueStore<AuthView>
  send: (event: AuthEvent) => void
}

const AuthContext = createContext<AuthHandle>({ view: createValueStore(unknownView), send: () => undefined })

export function AuthProvider({
  checkLogin = false,
  children,
}: {
  /**
   * Runs the login machine (the site's pages). Off elsewhere (Storybook, component tests): there is no
   * same-origin API to ask, and nobody is logged in.
   */
  checkLogin?: boolean | undefined
  children: ReactNode
}) {
  const locale = useLocale()
  // False on the server and while hydrating: the machine starts once the page has hydrated.
  const started = useStartedAfterHydration(checkLogin ? loadAuthMachineHost : undefined)
  const [viewStore] = useState(() => createValueStore(unknownView))
  const actor = useRef<AuthActorRef | null>(null)
  // The events sent while the machine loads, in order.
  const waiting = useRef<AuthEvent[]>([])

  const send = useCallback((event: AuthEvent) => {
    if (actor.current === null) waiting.current.push(event)
    else actor.current.send(event)
  }, [])
  const onStart = useCallback((actorRef: AuthActorRef) => {
    actor.current = actorRef
    for (const event of waiting.current) actorRef.send(event)
    waiting.current = []
  }, [])

  // A page the browser brings back from its back/forward cache shows the login as it was when the
  // visitor left, who may have logged in or out since on another page: the machine starts again and
  // asks again (spec §4), as on a page load.
  const [checks, setChecks] = useState(0)
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      actor.current = null
      setChecks((count) => count + 1)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const handle = useMemo(() => ({ view: viewStore, send }), [viewStore, send])
  return (
    <AuthContext value={handle}>
      {children}
      {checkLogin && started && (
        <Suspense fallback={null}>
          <AuthMachineHost
            key={checks}
            locale={locale}
            onStart={onStart}
            onViewChange={viewStore.set}
            onNotice={showNotice}
          />
        </Suspense>
      )}
    </AuthContext>
  )
}

/**
 * The login as the page shows it, and a way to send it LOGOUT or LOAD_CUSTOMER. Outside an
 * `AuthProvider` (a block's story on its own) nobody is logged in.
 */
export function useAuth(): AuthState {
  const { view, send } = useContext(AuthContext)
  return { view: useStoredValue(view), send }
}
