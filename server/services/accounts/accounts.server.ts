import type { CustomerDetails, PaymentCard } from '#schemas/customer.ts'

/**
 * The account service behind the proxy (DESIGN §2, ADR 005): customers, their sessions and payment
 * cards. The proxy hands it the visitor's session token and nothing else, so an implementation over an
 * upstream accounts API would forward exactly that. Each answer is null when the token names no live
 * session: unknown, ended or expired.
 */
export interface Accounts {
  /** spec §7 call 2: the signed-in customer. */
  customerForSession(token: string): Promise<CustomerDetails | null>
  /** spec §7 call 3: the signed-in customer's payment cards. */
  cardsForSession(token: string): Promise<PaymentCard[] | null>
}
