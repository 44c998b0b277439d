import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { findBank } from '#domain/payment-banks.ts'
import { isLocale, type Locale } from '#schemas/locale.ts'
import type { Currency } from '#schemas/money.ts'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import {
  paymentReturnPayloadSchema,
  readPaymentReturnPayload,
  type PaymentResult,
  type PaymentReturnPayload,
} from '#schemas/payment-return.ts'
import type { Database } from '#server/db/database.server.ts'
import { payments } from '#server/db/schema.server.ts'
import {
  PaymentReturnRefusedError,
  type PaymentRequest,
  type Payments,
  type StartedPayment,
} from './payments.server.ts'

/** The provider's own pages (payment-provider-pages.server.ts): one per payment, reached by its id alone. */
export const paymentProviderPathPrefix = '/payment-provider/v1/pay'

export function paymentProviderPath(paymentId: string): string {
  return `${paymentProviderPathPrefix}/${encodeURIComponent(paymentId)}`
}

/** A signed return is believed this long after the provider signed it: long enough to finish on a slow phone. */
export const defaultReturnMaxAgeMs = 30 * 60 * 1000

/**
 * README "Test payments": the card numbers whose outcome is known. Any other number with a valid Luhn
 * checksum is declined, as an unknown card would be at a real provider's test desk.
 */
export const testCards = {
  approves: '4242424242424242',
  declines: '4000000000000002',
  asksForConfirmation: '4000000000003220',
} as const

export type PaymentStatus = (typeof payments.status.enumValues)[number]

/** The provider's record of a payment as its pages show it. */
export interface PaymentView {
  id: string
  orderId: string
  amount: number
  currency: Currency
  locale: Locale
  method: 'bank' | 'card'
  /** The bank of a bank payment (an id of `domain/payment-banks.ts`), null for a card. */
  bank: string | null
  returnUrl: string
  status: PaymentStatus
  cardLast4: string | null
}

/** The card form's fields, named as the provider's page names them. */
export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holder'
/** What is wrong with a field; the page says it in the payment's language. */
export type CardFieldProblem = 'required' | 'invalid' | 'expired' | 'too-long'

export type PaymentDecision =
  /** A bank payment's buttons; `bank` is the bank the visitor switched to on the provider's page. */
  | { action: 'approve' | 'decline'; bank?: string }
  /** Any payment that has not ended can be cancelled, on the 3-D Secure step too. */
  | { action: 'cancel' }
  /** The card form, as typed. */
  | { action: 'pay'; cardNumber: string; expiry: string; cvc: string; holder: string }
  /** The 3-D Secure step of a card that asks for it. */
  | { action: 'confirm' | 'reject' }

export type DecisionOutcome =
  /** Decided: back to the shop with the signed result. */
  | { kind: 'return'; result: PaymentResult; redirectUrl: string }
  /** The card asks the cardholder to confirm (3-D Secure): the payment waits in `awaiting_confirmation`. */
  | { kind: 'confirm3ds' }
  /** The card form again, with what is wrong with each field. */
  | { kind: 'invalid-card'; fields: Partial<Record<CardField, CardFieldProblem>> }
  /**
   * The payment was already decided (another tab, a double click): nothing changed. `redirectUrl` takes the
   * visitor back to the shop with the result it was decided with.
   */
  | { kind: 'ended'; result: PaymentResult; redirectUrl: string }
  /** The decision does not belong to the payment's current step (a bank button on a card, a stale 3-D Secure page). */
  | { kind: 'wrong-step' }
  | { kind: 'unknown-payment' }

export interface EmbeddedPayments extends Payments {
  /** The payment as the provider's pages show it; null for an id the provider never issued. */
  findPayment(paymentId: string): Promise<PaymentView | null>
  /**
   * The shop's return address with the signed result of an ended payment, for the visitor who comes back to
   * the provider's page after deciding (the back button, another tab); null while it is undecided.
   */
  returnToShop(payment: PaymentView): { result: PaymentResult; redirectUrl: string } | null
  /** The visitor's decision on the provider's pages. A decided payment never changes again. */
  decide(paymentId: string, decision: PaymentDecision): Promise<DecisionOutcome>
}

export interface EmbeddedPaymentsOptions {
  database: Database
  /** The HMAC key of the returns: `paymentSigningSecret(sessionSecret)` or one of its own. */
  signingSecret: string | Buffer
  /** The clock of signing, of the returns' age and of the cards' expiry (tests move it). */
  now?: () => Date
  returnMaxAgeMs?: number
}

/**
 * The returns' key, derived from the session secret so one secret configures the server, yet a session
 * signature can never pass for a payment return or the other way round.
 */
export function paymentSigningSecret(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('payments').digest()
}

/** A payment in one of these has ended: nothing changes it again. */
const terminalStatuses: ReadonlySet<PaymentStatus> = new Set<PaymentResult>([
  'approved',
  'declined',
  'cancelled',
])

function isTerminal(status: PaymentStatus): status is PaymentResult {
  return terminalStatuses.has(status)
}

/** Spaces and dashes as people type them between the groups of a card number. */
function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '')
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

const maxHolderLength = 100

/** The card form checked field by field; a card is valid through the last day of its expiry month. */
export function checkCardForm(
  form: { cardNumber: string; expiry: string; cvc: string; holder: string },
  today: Date,
): Partial<Record<CardField, CardFieldProblem>> {
  const fields: Partial<Record<CardField, CardFieldProblem>> = {}
  const digits = cardDigits(form.cardNumber)
  if (digits === '') fields.cardNumber = 'required'
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) fields.cardNumber = 'invalid'

  const expiry = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(form.expiry)
  if (form.expiry.trim() === '') fields.expiry = 'required'
  else if (expiry === null || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) fields.expiry = 'invalid'
  else {
    const month = Number(expiry[1])
    const year = 2000 + Number(expiry[2])
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth()
    if (year * 12 + (month - 1) < thisMonth) fields.expiry = 'expired'
  }

  if (form.cvc.trim() === '') fields.cvc = 'required'
  else if (!/^\d{3,4}$/.test(form.cvc.trim())) fields.cvc = 'invalid'

  const holder = form.holder.trim()
  if (holder === '') fields.holder = 'required'
  else if (holder.length > maxHolderLength) fields.holder = 'too-long'
  return fields
}

/** What a valid test card does (README "Test payments"). */
function cardOutcome(digits: string): 'approved' | 'declined' | 'awaiting_confirmation' {
  if (digits === testCards.approves) return 'approved'
  if (digits === testCards.asksForConfirmation) return 'awaiting_confirmation'
  return 'declined'
}

/**
 * The shop's return address with `?paymentReturn=<signed>` added, after a query it already has; a
 * `paymentReturn` left from an earlier attempt is replaced. A path stays a path (same origin).
 */
export function withPaymentReturn(returnUrl: string, signedReturn: string): string {
  const relative = returnUrl.startsWith('/')
  const url = new URL(returnUrl, 'http://relative.invalid')
  url.searchParams.delete(paymentReturnParameter)
  url.searchParams.append(paymentReturnParameter, signedReturn)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href
}

/** A same-origin path (never `//host`, which is another origin) or an http(s) address. */
function isReturnUrl(returnUrl: string): boolean {
  if (returnUrl.startsWith('/')) return !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\')
  try {
    const url = new URL(returnUrl)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Which current statuses a decision may move a payment of this method from, and to what. */
function transition(
  method: 'bank' | 'card',
  decision: PaymentDecision,
): { from: readonly PaymentStatus[]; to: PaymentStatus } | null {
  switch (decision.action) {
    case 'approve':
      return method === 'bank' ? { from: ['pending'], to: 'approved' } : null
    case 'decline':
      return method === 'bank' ? { from: ['pending'], to: 'declined' } : null
    case 'cancel':
      return { from: ['pending', 'awaiting_confirmation'], to: 'cancelled' }
    case 'pay':
      return method === 'card'
        ? { from: ['pending'], to: cardOutcome(cardDigits(decision.cardNumber)) }
        : null
    case 'confirm':
      return method === 'card' ? { from: ['awaiting_confirmation'], to: 'approved' } : null
    case 'reject':
      return method === 'card' ? { from: ['awaiting_confirmation'], to: 'declined' } : null
  }
}

/**
 * DESIGN §2 `Payments`, embedded: a test provider whose pages are on our own server
 * (payment-provider-pages.server.ts). Its record of each payment is the `payments` table; the return to
 * the shop is the result signed with HMAC-SHA256 (schemas/payment-return.ts), believed only when the
 * signature, its age and this record all agree.
 */
export function createEmbeddedPayments(options: EmbeddedPaymentsOptions): EmbeddedPayments {
  const { db } = options.database
  const now = options.now ?? (() => new Date())
  const returnMaxAgeMs = options.returnMaxAgeMs ?? defaultReturnMaxAgeMs
  const signingKey = options.signingSecret

  function signature(payloadPart: string): Buffer {
    return createHmac('sha256', signingKey).update(payloadPart).digest()
  }

  function sign(payload: PaymentReturnPayload): string {
    const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')
    return `${payloadPart}.${signature(payloadPart).toString('base64url')}`
  }

  function signedReturnUrl(payment: PaymentView, result: PaymentResult): string {
    return withPaymentReturn(
      payment.returnUrl,
      sign({
        version: 1,
        paymentId: payment.id,
        orderId: payment.orderId,
        result,
        amount: payment.amount,
        currency: payment.currency,
        issuedAt: now().getTime(),
      }),
    )
  }

  async function findPayment(paymentId: string): Promise<PaymentView | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1)
    if (row === undefined) return null
    // Only startPayment writes the locale, and it writes a Locale; anything else is not our row.
    if (!isLocale(row.locale)) throw new Error(`payment ${paymentId} has an unknown locale ${row.locale}`)
    return {
      id: row.id,
      orderId: row.orderId,
      amount: row.amount,
      currency: row.currency,
      locale: row.locale,
      method: row.method,
      bank: row.bank,
      returnUrl: row.returnUrl,
      status: row.status,
      cardLast4: row.cardLast4,
    }
  }

  /** Why a decision changed nothing, read off the payment as it is now. */
  async function unchanged(paymentId: string): Promise<DecisionOutcome> {
    const payment = await findPayment(paymentId)
    if (payment === null) return { kind: 'unknown-payment' }
    if (isTerminal(payment.status)) {
      return { kind: 'ended', result: payment.status, redirectUrl: signedReturnUrl(payment, payment.status) }
    }
    return { kind: 'wrong-step' }
  }

  return {
    async startPayment(request: PaymentRequest): Promise<StartedPayment> {
      if (!isReturnUrl(request.returnUrl)) {
        throw new RangeError('the return URL must be a same-origin path or an http(s) address')
      }
      const { method } = request
      if (method.paymentMethodType === 'bank' && findBank(request.locale, method.bank) === undefined) {
        throw new RangeError(`${method.bank} is not a bank of ${request.locale}`)
      }
      // 128 random bits: the id alone opens the provider's pages of this payment.
      const paymentId = randomBytes(16).toString('base64url')
      // Checked now rather than refused as a forgery when the visitor comes back: the return must carry these.
      const returnable = paymentReturnPayloadSchema.safeParse({
        version: 1,
        paymentId,
        orderId: request.orderId,
        result: 'approved',
        amount: request.amount,
        currency: request.currency,
        issuedAt: 0,
      })
      if (!returnable.success) {
        throw new RangeError(`the payment cannot be returned to the shop: ${returnable.error.message}`)
      }
      await db.insert(payments).values({
        id: paymentId,
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        locale: request.locale,
        method: method.paymentMethodType,
        bank: method.paymentMethodType === 'bank' ? method.bank : null,
        returnUrl: request.returnUrl,
      })
      return { paymentId, redirectUrl: paymentProviderPath(paymentId) }
    },

    async verifyReturn(signedReturn: string): Promise<PaymentReturnPayload> {
      const [payloadPart, signaturePart, ...rest] = signedReturn.split('.')
      const base64Url = /^[A-Za-z0-9_-]+$/
      if (
        payloadPart === undefined ||
        signaturePart === undefined ||
        rest.length > 0 ||
        !base64Url.test(payloadPart) ||
        !base64Url.test(signaturePart)
      ) {
        throw new PaymentReturnRefusedError('forged', 'not a signed payment return')
      }
      const expected = signature(payloadPart)
      const given = Buffer.from(signaturePart, 'base64url')
      // Constant time, so the time taken never tells how much of a guessed signature was right.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new PaymentReturnRefusedError('forged', 'the signature does not match')
      }
      const payload = readPaymentReturnPayload(signedReturn)
      // Signed with our key, yet not a payload we would write: treated like any other forgery.
      if (payload === null) {
        throw new PaymentReturnRefusedError('forged', 'the signed payload is not a payment return')
      }
      if (now().getTime() - payload.issuedAt > returnMaxAgeMs) {
        throw new PaymentReturnRefusedError('expired', 'the payment return is too old')
      }
      const payment = await findPayment(payload.paymentId)
      if (payment === null) {
        throw new PaymentReturnRefusedError('unknown-payment', 'no such payment')
      }
      if (
        payment.orderId !== payload.orderId ||
        payment.amount !== payload.amount ||
        payment.currency !== payload.currency ||
        payment.status !== payload.result
      ) {
        throw new PaymentReturnRefusedError(
          'unknown-payment',
          'the provider’s record of the payment disagrees',
        )
      }
      return payload
    },

    findPayment,

    returnToShop(payment) {
      if (!isTerminal(payment.status)) return null
      return { result: payment.status, redirectUrl: signedReturnUrl(payment, payment.status) }
    },

    async decide(paymentId: string, decision: PaymentDecision): Promise<DecisionOutcome> {
      const payment = await findPayment(paymentId)
      if (payment === null) return { kind: 'unknown-payment' }
      if (isTerminal(payment.status)) return unchanged(paymentId)
      const step = transition(payment.method, decision)
      if (step === null || !step.from.includes(payment.status)) return { kind: 'wrong-step' }

      let cardLast4: string | undefined
      if (decision.action === 'pay') {
        const fields = checkCardForm(decision, now())
        if (Object.keys(fields).length > 0) return { kind: 'invalid-card', fields }
        // Never more of the card than its last four digits.
        cardLast4 = cardDigits(decision.cardNumber).slice(-4)
      }
      let bank: string | undefined
      if ((decision.action === 'approve' || decision.action === 'decline') && decision.bank !== undefined) {
        if (findBank(payment.locale, decision.bank) === undefined) return { kind: 'wrong-step' }
        bank = decision.bank
      }

      // The status condition makes the change atomic: of two decisions at once, one finds no row to change.
      const [changed] = await db
        .update(payments)
        .set({
          status: step.to,
          ...(isTerminal(step.to) ? { decidedAt: now() } : {}),
          ...(cardLast4 === undefined ? {} : { cardLast4 }),
          ...(bank === undefined ? {} : { bank }),
        })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.method, payment.method),
            inArray(payments.status, [...step.from]),
          ),
        )
        .returning({ status: payments.status })
      if (changed === undefined) return unchanged(paymentId)
      if (!isTerminal(changed.status)) return { kind: 'confirm3ds' }
      return { kind: 'return', result: changed.status, redirectUrl: signedReturnUrl(payment, changed.status) }
    },
  }
}
