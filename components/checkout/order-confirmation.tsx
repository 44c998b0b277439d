import { formatMoney } from '#i18n/format-price.ts'
import type { CompletedOrder } from '#machines/checkout/checkout-machine.ts'
import type { Voucher } from '#schemas/order.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { useElementId } from '../element-id.tsx'

/**
 * The paid order (issue 15): its number, where the receipt went, the digital goods it issued (a wash
 * code per wash, gift-card codes) and what was paid. The codes are also in the confirmation e-mail.
 */
export function OrderConfirmation({ order }: { order: CompletedOrder }) {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const codesId = useElementId()
  const linesId = useElementId()
  const money = (amount: number) => formatMoney(amount, locale, order.currency)
  const voucherLabel = (voucher: Voucher) => {
    if (voucher.kind === 'giftCard')
      return t('checkout.confirmation.giftCard', { value: money(voucher.value ?? 0) })
    if (voucher.kind === 'charging') return t('checkout.confirmation.charging', { value: voucher.value ?? 0 })
    return t('checkout.confirmation.wash')
  }
  return (
    <div className="checkout-confirmation">
      <dl className="checkout-confirmation__order">
        <dt>{t('checkout.confirmation.orderId')}</dt>
        <dd data-testid="order-id">{order.orderId}</dd>
      </dl>
      <p>{t('checkout.confirmation.email', { email: order.email })}</p>
      {order.vouchers.length > 0 && (
        <section aria-labelledby={codesId} className="checkout-confirmation__codes">
          <h3 id={codesId}>{t('checkout.confirmation.codes')}</h3>
          <p>{t('checkout.confirmation.codesIntro')}</p>
          <ul className="voucher-list">
            {order.vouchers.map((voucher) => (
              <li key={voucher.code} className="voucher">
                <span className="voucher__name">
                  {voucher.name} – {voucherLabel(voucher)}
                </span>
                <code className="voucher__code">{voucher.code}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={linesId}>
        <h3 id={linesId}>{t('checkout.confirmation.lines')}</h3>
        <ul className="checkout-summary__lines">
          {order.lines.map((line) => (
            <li key={line.productCode} className="checkout-summary__line">
              <span>{t('checkout.summary.line', { amount: line.quantity, name: line.name })}</span>
              <span>{money(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="cart-totals checkout-summary__totals">
          <div className="cart-totals__row cart-totals__row--total">
            <dt>{t('checkout.confirmation.total')}</dt>
            <dd>{money(order.totals.totalWithTax)}</dd>
          </div>
        </dl>
      </section>
      <a className="button" href={hrefFor('/')}>
        {t('checkout.confirmation.continue')}
      </a>
    </div>
  )
}
