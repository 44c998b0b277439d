import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { formatMoney } from '#i18n/format-price.ts'
import { sitePath } from '#i18n/site-paths.ts'
import { analyticsItem } from '#machines/cart/cart-lines.ts'
import type { CartView } from '#machines/cart/cart-view.ts'
import type { CartItem } from '#schemas/stored-cart.ts'
import { pushToDataLayer } from '../data-layer.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { useT } from '../translation.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { useCart, useStoredCartIsEmpty } from './cart-provider.tsx'
import { CartTotals } from './cart-totals.tsx'
import './cart-page-view.css'
import { useElementId } from '../element-id.tsx'

/**
 * The cart page's content (issue 14): the lines with their bundle contents, amount steppers and remove,
 * upsell suggestions, the discount code, and the totals with the VAT per tax class. The cart lives in
 * this browser (localStorage `cart`), so the server renders the heading and a loading note, and the
 * cart machine fills the rest once it runs.
 */
export function CartPageView() {
  const t = useT()
  const { view, start, count: storedCount } = useCart()
  useViewCartEvent(view)

  // The server cannot see this browser's cart: until the page runs it says the cart is loading, never
  // that it is empty, and without JavaScript why nothing comes.
  const hydrated = useHydrated()
  // An empty stored cart is shown as empty without the machine (issue 17, ADR 053); anything else starts
  // it: lines to validate (spec §4), or a value it cannot read and drops. A cart stored later, by another
  // tab, starts it in the provider.
  const storedEmpty = useStoredCartIsEmpty()
  useEffect(() => {
    if (hydrated && !storedEmpty) start()
  }, [hydrated, storedEmpty, start])
  let content
  if (!hydrated || (view === null && storedCount > 0)) {
    content = (
      <>
        <p role="status" className="cart-page__loading">
          {t('cart.loading')}
        </p>
        {!hydrated && <p className="cart-page__needs-js">{t('cart.needsJavaScript')}</p>}
      </>
    )
  } else if (view === null || view.items.length === 0) {
    content = <EmptyCart />
  } else {
    content = <FilledCart view={view} />
  }
  return (
    <div className="page cart-page">
      <h1 className="page__title">{t('cart.heading')}</h1>
      {content}
    </div>
  )
}

/** Issue 14 analytics: `view_cart` once the visitor sees a cart with lines, queued on the data layer. */
function useViewCartEvent(view: CartView | null) {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || view === null || !view.validated || view.items.length === 0) return
    sent.current = true
    const currency = view.items[0]?.attributes.currency
    pushToDataLayer(window, {
      event: 'view_cart',
      ecommerce: { currency, items: view.items.map((item) => analyticsItem(item, item.amount)) },
    })
  }, [view])
}

function EmptyCart() {
  const t = useT()
  const hrefFor = useHref()
  return (
    <div className="cart-page__empty">
      <p>{t('cart.empty')}</p>
      <a href={hrefFor('/')}>{t('cart.emptyLink')}</a>
    </div>
  )
}

function FilledCart({ view }: { view: CartView }) {
  const t = useT()
  const { send } = useCart()
  const listLabelId = useElementId()
  const currency = view.items[0]?.attributes.currency ?? 'EUR'
  return (
    <div className="cart-page__layout">
      <section className="cart-page__lines" aria-labelledby={listLabelId}>
        <h2 id={listLabelId} className="visually-hidden">
          {t('cart.linesLabel')}
        </h2>
        <ul className="cart-lines">
          {view.items.map((item) => (
            <li key={item.code} className="cart-line">
              <CartLine item={item} />
            </li>
          ))}
        </ul>
        <button type="button" className="cart-page__reset" onClick={() => send({ type: 'RESET' })}>
          {t('cart.reset')}
        </button>
      </section>
      <aside className="cart-page__summary" aria-labelledby={`${listLabelId}-summary`}>
        <h2 id={`${listLabelId}-summary`} className="cart-page__summary-heading">
          {t('cart.summary')}
        </h2>
        <DiscountCodeForm view={view} />
        <CartTotals view={view} currency={currency} />
        <CheckoutLink disabled={!view.validated} />
      </aside>
    </div>
  )
}

/** Issue 15: on to the checkout once the totals shown are the service's. */
function CheckoutLink({ disabled }: { disabled: boolean }) {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  if (disabled) {
    // A link cannot be disabled; while the totals update the button says so and waits.
    return (
      <button type="button" className="button button--primary cart-page__checkout" disabled>
        {t('cart.toCheckout')}
      </button>
    )
  }
  return (
    <a
      className="button button--primary cart-page__checkout"
      href={hrefFor(sitePath('checkout', locale))}
      data-prefetch="intent"
    >
      {t('cart.toCheckout')}
    </a>
  )
}

function CartLine({ item }: { item: CartItem }) {
  const t = useT()
  const locale = useLocale()
  const { send } = useCart()
  const nameId = useElementId()
  const amountId = useElementId()
  const currency = item.attributes.currency
  return (
    <article className="cart-line__body" aria-labelledby={nameId}>
      {item.image !== undefined && (
        <ResponsiveImage className="cart-line__image" image={item.image} sizes="6rem" />
      )}
      <div className="cart-line__details">
        <h3 id={nameId} className="cart-line__name">
          {item.name}
        </h3>
        <p className="cart-line__unit-price">
          {t('cart.each', { price: formatMoney(item.price, locale, currency) })}
        </p>
        {item.includes.length > 0 && (
          <div className="cart-line__includes">
            <p className="cart-line__includes-label">{t('cart.includes')}</p>
            <ul>
              {item.includes.map((member) => (
                <li key={member.sku.join(' ')}>
                  {t('productList.member', { amount: member.amount, name: member.globalName })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="cart-line__controls">
        <div className="cart-line__stepper" role="group" aria-labelledby={nameId}>
          <button
            type="button"
            className="cart-line__step"
            aria-label={t('cart.decrease', { name: item.name })}
            disabled={item.amount <= 1}
            onClick={() => send({ type: 'SET_AMOUNT', code: item.code, amount: item.amount - 1 })}
          >
            −
          </button>
          <AmountField item={item} id={amountId} />
          <button
            type="button"
            className="cart-line__step"
            aria-label={t('cart.increase', { name: item.name })}
            disabled={item.amount >= 99}
            onClick={() => send({ type: 'SET_AMOUNT', code: item.code, amount: item.amount + 1 })}
          >
            +
          </button>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.lineTotal')} </span>
          {formatMoney(item.price * item.amount, locale, currency)}
        </p>
        <button
          type="button"
          className="cart-line__remove"
          onClick={() => send({ type: 'REMOVE', code: item.code })}
        >
          {t('cart.remove', { name: item.name })}
        </button>
      </div>
      {item.upsells.length > 0 && <Upsells item={item} />}
    </article>
  )
}

/**
 * The amount as a number field: typed amounts apply when the field is left or Enter is pressed, so a
 * half-typed "1" on the way to "12" does not revalidate the cart; what cannot be an amount snaps back.
 */
function AmountField({ item, id }: { item: CartItem; id: string }) {
  const t = useT()
  const { send } = useCart()
  const [typed, setTyped] = useState<string | null>(null)
  const apply = () => {
    if (typed === null) return
    const amount = Number(typed)
    setTyped(null)
    if (Number.isInteger(amount) && amount >= 1 && amount <= 99 && amount !== item.amount) {
      send({ type: 'SET_AMOUNT', code: item.code, amount })
    }
  }
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('cart.amount', { name: item.name })}
      </label>
      <input
        id={id}
        className="cart-line__amount"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        value={typed ?? String(item.amount)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
      />
    </>
  )
}

function Upsells({ item }: { item: CartItem }) {
  const t = useT()
  const locale = useLocale()
  const { send } = useCart()
  const headingId = useElementId()
  return (
    <section className="cart-line__upsells" aria-labelledby={headingId}>
      <h4 id={headingId} className="cart-line__upsells-heading">
        {t('cart.upsellHeading')}
      </h4>
      <ul>
        {item.upsells.map((upsell) => (
          <li key={upsell.product.code} className="cart-line__upsell">
            <span>
              {upsell.product.name} –{' '}
              {formatMoney(upsell.product.attributes.price, locale, upsell.product.attributes.currency)}
            </span>
            <button
              type="button"
              className="button"
              onClick={() => send({ type: 'ADD', product: upsell.product, silent: true })}
            >
              {t('cart.upsellAdd', { name: upsell.product.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function DiscountCodeForm({ view }: { view: CartView }) {
  const t = useT()
  const { send } = useCart()
  const fieldId = useElementId()
  const errorId = useElementId()
  const [typed, setTyped] = useState('')
  const rejection = view.discountCodeRejection
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (typed.trim() === '') return
    send({ type: 'APPLY_DISCOUNT_CODE', code: typed })
  }
  if (view.discountCode !== null && rejection === null) {
    return (
      <div className="discount-code discount-code--applied">
        <p role="status">{t('cart.discountApplied', { code: view.discountCode })}</p>
        <button type="button" className="button" onClick={() => send({ type: 'REMOVE_DISCOUNT_CODE' })}>
          {t('cart.discountRemove')}
        </button>
      </div>
    )
  }
  return (
    <form className="discount-code" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{t('cart.discountLabel')}</label>
      <div className="discount-code__row">
        <input
          id={fieldId}
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={rejection !== null}
          {...(rejection === null ? {} : { 'aria-describedby': errorId })}
        />
        <button type="submit" className="button">
          {t('cart.discountApply')}
        </button>
      </div>
      {rejection !== null && (
        <p id={errorId} className="discount-code__error" role="alert">
          {t(`cart.discountCode.rejected.${rejection.reason}`)}
        </p>
      )}
    </form>
  )
}
