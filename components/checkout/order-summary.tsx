import { formatMoney } from '#i18n/format-price.ts'
import type { CartView } from '#machines/cart/cart-view.ts'
import { CartTotals } from '../cart/cart-totals.tsx'
import { useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { useElementId } from '../element-id.tsx'

/** The cart as the checkout shows it beside every step: lines, VAT, discount and the total to pay. */
export function OrderSummary({ view }: { view: CartView }) {
  const t = useT()
  const locale = useLocale()
  const headingId = useElementId()
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
      <div className="checkout-summary__totals">
        <CartTotals view={view} currency={currency} />
      </div>
    </section>
  )
}
