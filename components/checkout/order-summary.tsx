import { useId } from 'react'
import { formatMoney } from '#i18n/format-price.ts'
import type { CartView } from '#machines/cart/cart-view.ts'
import { useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'

/** The cart as the checkout shows it beside every step: lines, VAT, discount and the total to pay. */
export function OrderSummary({ view }: { view: CartView }) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  const currency = view.items[0]?.attributes.currency ?? 'EUR'
  const money = (amount: number) => formatMoney(amount, locale, currency)
  return (
    <section className="checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-summary__heading">
        {t('checkout.summary.heading')}
      </h2>
      <ul className="checkout-summary__lines">
        {view.items.map((item) => (
          <li key={item.code} className="checkout-summary__line">
            <span>{t('checkout.summary.line', { amount: item.amount, name: item.name })}</span>
            <span>{money(item.price * item.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals" aria-busy={!view.validated}>
        {view.taxBreakdown.map(({ taxClass, taxAmount }) => (
          <div key={taxClass} className="checkout-summary__row">
            <dt>{t('cart.vat', { rate: String(taxClass).replace('.', ',') })}</dt>
            <dd>{money(taxAmount)}</dd>
          </div>
        ))}
        {view.totals.discount > 0 && (
          <div className="checkout-summary__row">
            <dt>{t('cart.discount')}</dt>
            <dd>{money(-view.totals.discount)}</dd>
          </div>
        )}
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{t('cart.total')}</dt>
          <dd>{money(view.totals.totalWithTax)}</dd>
        </div>
      </dl>
      {!view.validated && <p className="checkout-summary__updating">{t('cart.updating')}</p>}
    </section>
  )
}
