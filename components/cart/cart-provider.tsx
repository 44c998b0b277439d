import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { CartActorRef } from '#machines/cart/cart-machine-host.tsx'
import type { CartEvent } from '#machines/cart/cart-machine.ts'
import type { CartView } from '#machines/cart/cart-view.ts'
import { useAuth } from '../auth/auth-provider.tsx'
import { useLocale } from '../locale-context.tsx'
import { createValueStore, useStoredValue, type ValueStore } from '../value-store.ts'
import { readStoredCartCount, readStoredCartIsEmpty, subscribeToStoredCart } from './stored-cart-count.ts'

/**
 * The page's cart machine, started on first use (issue 14): when the visitor touches the cart (adds a
 * product), when the cart or checkout page finds a stored value it must read (ADR 053: not for an empty
 * cart), or at start when the stored cart is not empty (spec §4: reloaded and then revalidated). A visit
 * with an empty cart that never touches it loads neither XState nor the cart's code; the header count
 * reads storage without them (stored-cart-count.ts).
 */

const CartRuntime = lazy(() =>
  import('./cart-runtime.tsx').then((module) => ({ default: module.CartRuntime })),
)

interface CartState {
  /** spec §3 cartAmounts as stored in this browser, read without the machine (0 on the server). */
  count: number
  /** The machine's view once it runs; null before. */
  view: CartView | null
  send: (event: CartEvent) => void
  /** Starts the machine without an event (the cart page shows the cart). */
  start: () => void
}

/** What the provider hands down: the same object for the page's whole life (components/value-store.ts). */
interface CartHandle {
  view: ValueStore<CartView | null>
  send: (event: CartEvent) => void
  start: () => void
}

const CartContext = createContext<CartHandle | null>(null)

const noCountOnServer = () => 0

function useStoredCartCount(): number {
  return useSyncExternalStore(subscribeToStoredCart, readStoredCartCount, noCountOnServer)
}

const emptyOnServer = () => true

/**
 * Whether this browser's stored cart gives the cart machine nothing to do (stored-cart-count.ts): the
 * cart and checkout pages then show an empty cart without loading the machine (issue 17, ADR 053). True
 * on the server and while the page hydrates, so read it together with `useHydrated()`.
 */
export function useStoredCartIsEmpty(): boolean {
  return useSyncExternalStore(subscribeToStoredCart, readStoredCartIsEmpty, emptyOnServer)
}

export function CartProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  // spec §6: the logged-in customer's e-mail validates the cart; the machine hears it when it runs.
  const { view: auth } = useAuth()
  const customerEmail = auth.user?.email.toLowerCase() ?? null
  const [requested, setRequested] = useState(false)
  const [viewStore] = useState(() => createValueStore<CartView | null>(null))
  // The runtime shows what it adds to the cart from the view (its notice names the product).
  const view = useStoredValue(viewStore)
  const actor = useRef<CartActorRef | null>(null)
  // The events sent while the machine loads, in order.
  const waiting = useRef<CartEvent[]>([])
  const storedCount = useStoredCartCount()

  // spec §4: a cart found in storage (at start, or put there by another tab) is revalidated, which needs
  // the machine; once it runs it stays, even when the cart empties. Set while rendering, as React allows
  // for state that follows other state, so the machine starts in the same pass.
  if (storedCount > 0 && !requested) setRequested(true)

  const send = useCallback((event: CartEvent) => {
    if (actor.current !== null) {
      actor.current.send(event)
      return
    }
    waiting.current.push(event)
    setRequested(true)
  }, [])
  const start = useCallback(() => setRequested(true), [])

  const onStart = useCallback((actorRef: CartActorRef) => {
    actor.current = actorRef
    for (const event of waiting.current) actorRef.send(event)
    waiting.current = []
  }, [])
  const handle = useMemo(() => ({ view: viewStore, send, start }), [viewStore, send, start])
  return (
    <CartContext value={handle}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <CartRuntime
            locale={locale}
            customerEmail={customerEmail}
            view={view}
            onStart={onStart}
            onViewChange={viewStore.set}
          />
        </Suspense>
      )}
    </CartContext>
  )
}

export function useCart(): CartState {
  const cart = useContext(CartContext)
  if (cart === null) throw new Error('useCart() needs a <CartProvider> above it')
  return { count: useStoredCartCount(), view: useStoredValue(cart.view), send: cart.send, start: cart.start }
}
