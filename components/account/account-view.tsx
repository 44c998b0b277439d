import { formatDate } from '#i18n/format-date.ts'
import { formatMoney } from '#i18n/format-price.ts'
import { getHref, isExternalHref, type ExternalHubKey } from '#i18n/localized-paths.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import type { CustomerOrderList } from '#schemas/customer-orders.ts'
import type { CustomerDetails, PaymentCard } from '#schemas/customer.ts'
import type { Voucher } from '#schemas/order.ts'
import { useLocale } from '../locale-context.tsx'
import { SmartLink } from '../smart-link.tsx'
import { useT } from '../translation.tsx'
import { useElementId } from '../element-id.tsx'

export type AccountOrder = CustomerOrderList['orders'][number]

/** The customer's own data on the account page (spec §7 calls 2 and 3; the orders, issue 16). */
export interface AccountData {
  customer: CustomerDetails
  cards: PaymentCard[]
  orders: AccountOrder[]
}

const brandKeys = {
  visa: 'account.cards.brand.visa',
  mastercard: 'account.cards.brand.mastercard',
  amex: 'account.cards.brand.amex',
  'fuel-card': 'account.cards.brand.fuel-card',
} as const satisfies Record<PaymentCard['brand'], MessageKey>

/** spec §2.2: the account hub in every locale, my pages and the car-wash site in fi and en only. */
const hubs = [
  ['accountHub', 'account.hubs.accountHub'],
  ['myPages', 'account.hubs.myPages'],
  ['carWash', 'account.hubs.carWash'],
] as const satisfies readonly (readonly [ExternalHubKey, MessageKey])[]

/**
 * The account page's body (issue 16): the profile, the saved payment cards, the paid orders with the
 * digital goods they issued, the links out to the spec §2.2 hubs, and the logout button.
 */
export function AccountView({
  data,
  loggingOut,
  onLogout,
}: {
  data: AccountData
  /** A logout is under way: the button says so and takes no second press. */
  loggingOut: boolean
  onLogout: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const profileId = useElementId()
  const cardsId = useElementId()
  const ordersId = useElementId()
  const hubsId = useElementId()
  const { customer, cards, orders } = data
  const hubLinks = hubs.flatMap(([key, label]) => {
    const href = getHref(key, locale)
    return isExternalHref(href) ? [{ key, label, href }] : []
  })
  return (
    <div className="account">
      <section className="account__section" aria-labelledby={profileId}>
        <h2 id={profileId}>{t('account.profile.heading')}</h2>
        <dl className="account__facts">
          <div>
            <dt>{t('account.profile.name')}</dt>
            <dd>
              {customer.firstName} {customer.lastName}
            </dd>
          </div>
          <div>
            <dt>{t('account.profile.email')}</dt>
            <dd>{customer.emailToken}</dd>
          </div>
          <div>
            <dt>{t('account.profile.phone')}</dt>
            <dd>{customer.phoneNumber ?? t('account.profile.noPhone')}</dd>
          </div>
        </dl>
      </section>

      <section className="account__section" aria-labelledby={cardsId}>
        <h2 id={cardsId}>{t('account.cards.heading')}</h2>
        {cards.length === 0 ? (
          <p>{t('account.cards.none')}</p>
        ) : (
          <ul className="account__cards">
            {cards.map((card) => (
              <li key={card.id} className="account-card">
                <h3 className="account-card__brand">{t(brandKeys[card.brand])}</h3>
                <dl className="account__facts">
                  <div>
                    <dt>{t('account.cards.number')}</dt>
                    <dd className="account-card__number">{card.maskedNumber}</dd>
                  </div>
                  <div>
                    <dt>{t('account.cards.expiry')}</dt>
                    <dd>
                      {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('account.cards.holder')}</dt>
                    <dd>{card.holderName}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="account__section" aria-labelledby={ordersId}>
        <h2 id={ordersId}>{t('account.orders.heading')}</h2>
        {orders.length === 0 ? (
          <p>{t('account.orders.none')}</p>
        ) : (
          <ul className="account__orders">
            {orders.map((order) => (
              <AccountOrderItem key={order.orderId} order={order} />
            ))}
          </ul>
        )}
      </section>

      {hubLinks.length > 0 && (
        <nav className="account__section" aria-labelledby={hubsId}>
          <h2 id={hubsId}>{t('account.hubs.heading')}</h2>
          <ul className="account__hubs">
            {hubLinks.map((hub) => (
              <li key={hub.key}>
                <SmartLink target={{ kind: 'external', href: hub.href, newTab: true }} announceNewTab>
                  {t(hub.label)}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="account__actions">
        <button
          type="button"
          className="button"
          aria-disabled={loggingOut}
          onClick={() => {
            if (!loggingOut) onLogout()
          }}
        >
          {loggingOut ? t('account.loggingOut') : t('account.logout')}
        </button>
      </div>
    </div>
  )
}

function AccountOrderItem({ order }: { order: AccountOrder }) {
  const t = useT()
  const locale = useLocale()
  const headingId = useElementId()
  const money = (amount: number) => formatMoney(amount, locale, order.currency)
  const voucherLabel = (voucher: Voucher) => {
    if (voucher.kind === 'giftCard')
      return t('account.orders.voucher.giftCard', { value: money(voucher.value ?? 0) })
    if (voucher.kind === 'charging')
      return t('account.orders.voucher.charging', { value: voucher.value ?? 0 })
    return t('account.orders.voucher.wash')
  }
  return (
    <li className="account-order">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="account-order__heading">
          {t('account.orders.order', { id: order.orderId })}
        </h3>
        <dl className="account__facts">
          <div>
            <dt>{t('account.orders.paidAt')}</dt>
            <dd>{formatDate(order.paidAt, locale, 'medium') ?? '-'}</dd>
          </div>
          <div>
            <dt>{t('account.orders.total')}</dt>
            <dd>{money(order.totals.totalWithTax)}</dd>
          </div>
        </dl>
        <ul className="account-order__lines">
          {order.lines.map((line) => (
            <li key={line.productCode}>
              {line.name} ({t('account.orders.quantity', { count: line.quantity })}) – {money(line.total)}
            </li>
          ))}
        </ul>
        {order.vouchers.length > 0 && (
          <>
            <h4 className="account-order__codes-heading">{t('account.orders.codes')}</h4>
            <ul className="account-order__codes">
              {order.vouchers.map((voucher) => (
                <li key={voucher.code} className="account-code">
                  <span className="account-code__name">
                    {voucher.name} – {voucherLabel(voucher)}
                  </span>
                  <span>
                    <span className="visually-hidden">{t('account.orders.code')}: </span>
                    <code className="account-code__code">{voucher.code}</code>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
    </li>
  )
}
