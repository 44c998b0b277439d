import { z } from 'zod'
import { formatMoney } from '#i18n/format-price.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { currencies } from '#schemas/money.ts'
import { voucherKinds } from '#schemas/order.ts'

/**
 * The order confirmation as it waits in the outbox (DESIGN §2): everything the message says, so it can be
 * delivered (or delivered again) without the order's other tables, and rendered in the order's language.
 */
export const orderConfirmationTemplate = 'order-confirmation'

export const orderConfirmationPayloadSchema = z.object({
  orderId: z.string(),
  locale: z.enum(locales),
  firstName: z.string(),
  currency: z.enum(currencies),
  totalWithTax: z.number().int(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: z.number().int() })),
  vouchers: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(voucherKinds),
      code: z.string(),
      value: z.number().int().optional(),
    }),
  ),
})

export type OrderConfirmationPayload = z.infer<typeof orderConfirmationPayloadSchema>

interface Wording {
  subject: (orderId: string) => string
  greeting: (firstName: string) => string
  thanks: string
  total: string
  codes: string
  sms: (orderId: string, codes: string) => string
}

const wordings: Record<Locale, Wording> = {
  'fi-FI': {
    subject: (orderId) => `Tilausvahvistus ${orderId}`,
    greeting: (name) => `Hei ${name},`,
    thanks: 'kiitos tilauksestasi.',
    total: 'Yhteensä',
    codes: 'Koodisi',
    sms: (orderId, codes) => `Aurora-tilaus ${orderId}. Koodisi: ${codes}`,
  },
  'en-EU': {
    subject: (orderId) => `Order confirmation ${orderId}`,
    greeting: (name) => `Hello ${name},`,
    thanks: 'thank you for your order.',
    total: 'Total',
    codes: 'Your codes',
    sms: (orderId, codes) => `Aurora order ${orderId}. Your codes: ${codes}`,
  },
  'sv-SE': {
    subject: (orderId) => `Orderbekräftelse ${orderId}`,
    greeting: (name) => `Hej ${name},`,
    thanks: 'tack för din beställning.',
    total: 'Totalt',
    codes: 'Dina koder',
    sms: (orderId, codes) => `Aurora-order ${orderId}. Dina koder: ${codes}`,
  },
  'no-NO': {
    subject: (orderId) => `Ordrebekreftelse ${orderId}`,
    greeting: (name) => `Hei ${name},`,
    thanks: 'takk for bestillingen.',
    total: 'Totalt',
    codes: 'Kodene dine',
    sms: (orderId, codes) => `Aurora-ordre ${orderId}. Kodene dine: ${codes}`,
  },
}

/** A voucher's line: the code, then what it is worth when it is worth an amount (a gift card) or kWh. */
function voucherLine(
  voucher: OrderConfirmationPayload['vouchers'][number],
  payload: OrderConfirmationPayload,
) {
  const worth =
    voucher.value === undefined
      ? ''
      : voucher.kind === 'giftCard'
        ? ` (${formatMoney(voucher.value, payload.locale, payload.currency)})`
        : ` (${String(voucher.value)} kWh)`
  return `${voucher.code}  ${voucher.name}${worth}`
}

/** The confirmation e-mail in plain text, in the order's language. */
export function renderConfirmationEmail(payload: OrderConfirmationPayload): {
  subject: string
  text: string
} {
  const wording = wordings[payload.locale]
  const money = (amount: number) => formatMoney(amount, payload.locale, payload.currency)
  const text = [
    `${wording.greeting(payload.firstName)} ${wording.thanks}`,
    '',
    ...payload.lines.map((line) => `${String(line.quantity)} × ${line.name}  ${money(line.total)}`),
    `${wording.total}: ${money(payload.totalWithTax)}`,
    '',
    `${wording.codes}:`,
    ...payload.vouchers.map((voucher) => voucherLine(voucher, payload)),
    '',
  ].join('\n')
  return { subject: wording.subject(payload.orderId), text }
}

/** The confirmation SMS: the order id and the codes, short enough to read at the wash bay. */
export function renderConfirmationSms(payload: OrderConfirmationPayload): string {
  return wordings[payload.locale].sms(
    payload.orderId,
    payload.vouchers.map((voucher) => voucher.code).join(', '),
  )
}
