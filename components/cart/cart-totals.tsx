import { formatMoney } from '#i18n/format-price.ts'
import type { CartView } from '#machines/cart/cart-view.ts'
import type { Currency } from '#schemas/money.ts'
import { useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import './cart-totals.css'

/**
 * The cart's totals as the cart page and the checkout's summary show them: without VAT, VAT per rate,
 * the discount and the total to pay; marked busy, with a note, while the service has not answered yet
 * (or could not be reached, ADR 055).
 */
export function CartTotals({ view, currency }: { view: CartView; currency: Currency }) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, locale, currency)
  return (
    <>
      <dl className="cart-totals" aria-busy={!view.validated}>
        <div className="cart-totals__row">
          <dt>{t('cart.totalWithoutTax')}</dt>
          <dd>{money(view.totals.totalWithoutTax)}</dd>
        </div>
        {view.taxBreakdown.map(({ taxClass, taxAmount }) => (
          <div key={taxClass} className="cart-totals__row">
            <dt>{t('cart.vat', { rate: String(taxClass).replace('.', ',') })}</dt>
            <dd>{money(taxAmount)}</dd>
          </div>
        ))}
        {view.totals.discount > 0 && (
          <div className="cart-totals__row">
            <dt>{t('cart.discount')}</dt>
            <dd>{money(-view.totals.discount)}</dd>
          </div>
        )}
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{t('cart.total')}</dt>
          <dd>{money(view.totals.totalWithTax)}</dd>
        </div>
      </dl>
      {!view.validated && (
        <p className="cart-totals__updating">{t(view.unreachable ? 'cart.unreachable' : 'cart.updating')}</p>
      )}
    </>
  )
}
