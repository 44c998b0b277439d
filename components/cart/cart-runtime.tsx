import { use, useCallback, useState } from 'react'
import { loadMessages } from '#i18n/catalogues.ts'
import type { LazyMessageNamespace } from '#i18n/message-namespaces.ts'
import type { AnalyticsEvent } from '#machines/cart/cart-lines.ts'
import { CartMachineHost, type CartActorRef } from '#machines/cart/cart-machine-host.tsx'
import type { CartView } from '#machines/cart/cart-view.ts'
import type { Locale } from '#schemas/locale.ts'
import { pushToDataLayer } from '../data-layer.ts'
import { useModal } from '../modal-provider.tsx'
import { showNotice } from '../notices/notice-store.ts'
import { FirstInCartDialog } from './first-in-cart-dialog.tsx'
import { firstInCartModal } from './first-in-cart-modal.ts'
import { announceCartStored } from './stored-cart-count.ts'

/** The texts the cart shows wherever it runs: its dialog (`cart.dialog`) and its notices (spec §8). */
const cartNamespaces: readonly LazyMessageNamespace[] = ['cart', 'addToCartNotification']

const textsLoaded = new Map<Locale, Promise<void>>()

/** The cart's texts of a locale, fetched once; a failed fetch shows keys rather than no cart. */
function cartTexts(locale: Locale): Promise<void> {
  let loading = textsLoaded.get(locale)
  if (loading === undefined) {
    loading = loadMessages(locale, undefined, cartNamespaces).catch(() => undefined)
    textsLoaded.set(locale, loading)
  }
  return loading
}

/** Issue 14: queued on the data layer only; the consent issue decides when it leaves the browser. */
function queueAnalytics({ event, currency, items }: AnalyticsEvent): void {
  pushToDataLayer(window, { event, ecommerce: { currency, items } })
}

/**
 * Everything the cart needs once it is touched or found not empty, in one chunk that
 * components/cart/cart-provider.tsx loads lazily: the cart machine's host (XState, the stored cart's
 * schema, the validation call) wired to the page's notices, modal, data layer and the header's count,
 * the firstInCart dialog, and the cart's texts, which arrive before the machine starts, so its first
 * notice is already translated. A content page with an empty cart loads none of it (issue 14).
 */
export function CartRuntime({
  locale,
  customerEmail,
  view,
  onStart,
  onViewChange,
}: {
  locale: Locale
  /** spec §6: the logged-in customer's e-mail (the login machine's), null when nobody is logged in. */
  customerEmail: string | null
  /** The cart as the provider last heard it, for the dialog to name the product. */
  view: CartView | null
  onStart: (actorRef: CartActorRef) => void
  onViewChange: (view: CartView) => void
}) {
  use(cartTexts(locale))
  const openModal = useModal().open
  const [firstInCartCode, setFirstInCartCode] = useState<string | null>(null)
  const onFirstInCart = useCallback(
    (code: string) => {
      setFirstInCartCode(code)
      openModal(firstInCartModal, { callerPayload: { code } })
    },
    [openModal],
  )
  const productName = view?.items.find((item) => item.code === firstInCartCode)?.name ?? null
  return (
    <>
      <CartMachineHost
        locale={locale}
        customerEmail={customerEmail}
        onStart={onStart}
        onViewChange={onViewChange}
        onNotice={showNotice}
        onFirstInCart={onFirstInCart}
        onAnalytics={queueAnalytics}
        onStored={announceCartStored}
      />
      <FirstInCartDialog productName={productName} />
    </>
  )
}
