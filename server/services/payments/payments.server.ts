import type { Locale } from '#schemas/locale.ts'
import type { Currency } from '#schemas/money.ts'
import type { ChosenPaymentMethod } from '#schemas/order.ts'
import type { PaymentReturnPayload } from '#schemas/payment-return.ts'

/** What the shop asks to be paid. */
export interface PaymentRequest {
  orderId: string
  /** Minor units (ADR 027). */
  amount: number
  currency: Currency
  method: ChosenPaymentMethod
  /** The language of the provider's pages. */
  locale: Locale
  /** Where the provider sends the visitor back, `?paymentReturn=<signed result>` appended. */
  returnUrl: string
}

export interface StartedPayment {
  paymentId: string
  /** The provider's page for this payment, where the shop hands the visitor over. */
  redirectUrl: string
}

/** Why a return is not believed. Each is refused and logged by the caller. */
export type PaymentReturnRefusal =
  /** The signature does not match, or the text is not a signed return at all. */
  | 'forged'
  /** Signed, but older than the provider allows. */
  | 'expired'
  /** Signed, but the provider has no such payment, or its own record says otherwise. */
  | 'unknown-payment'

export class PaymentReturnRefusedError extends Error {
  constructor(
    readonly reason: PaymentReturnRefusal,
    message: string,
  ) {
    super(message)
    this.name = 'PaymentReturnRefusedError'
  }
}

/**
 * DESIGN §2 `Payments`: the payment provider. Embedded: a test provider whose bank and card pages are on
 * our own server (README "Test payments"); a real provider is one more implementation.
 */
export interface Payments {
  /** Registers a payment and answers the provider page to hand the visitor to. */
  startPayment(request: PaymentRequest): Promise<StartedPayment>
  /**
   * The provider's signed return, verified: its signature, its age and the provider's own record of the
   * payment (result, amount, currency, order). Throws `PaymentReturnRefusedError` otherwise. It does not
   * decide whether the return was already used: the order it pays does (a paid order refuses a replay).
   */
  verifyReturn(signedReturn: string): Promise<PaymentReturnPayload>
}
