import { z } from 'zod/mini'
import { userStatusHeaderName } from '#config/brand.ts'
import { createHttpClient } from '#http/http-client.ts'
import type { CustomerDetails } from '#schemas/customer.ts'
import type { Locale } from '#schemas/locale.ts'

/** DESIGN §1: the same-origin endpoints the login machine calls (spec §7 calls 1, 2 and 4). */
export const authPath = '/api/v1/auth'
export const customerPath = '/proxy/customer'
export const logoutPath = '/api/v1/logout'

/** DESIGN §1: the two values of the `aurora-user-status` header (spec §6: authorized customer). */
export const userStatuses = ['AUTHORIZED', 'UNAUTHORIZED'] as const
export type UserStatus = (typeof userStatuses)[number]

/** The auth answer's body: the same status as its header (the contract between hub and site). */
const authAnswerSchema = z.object({ status: z.enum(userStatuses) })

/** `POST /api/v1/logout` answers 204: no body, nothing to read. */
const noBodySchema = z.unknown()

export interface AuthCallOptions {
  locale: Locale
  signal?: AbortSignal
  /** `/` in the page (same origin); a test server's origin in tests. */
  baseUrl?: string
}

function clientFor(options: AuthCallOptions) {
  return createHttpClient({ baseUrl: options.baseUrl ?? '/', locale: options.locale })
}

/**
 * spec §7 call 1: whether the visitor's session is a customer's. The user-status header decides (spec §4);
 * the body must still be the contract's, so an answer that is not (an error page from a proxy in between)
 * rejects rather than passing for a status.
 */
export async function requestUserStatus(options: AuthCallOptions): Promise<UserStatus> {
  const { headers } = await clientFor(options).exchange(authPath, authAnswerSchema, {
    signal: options.signal,
  })
  return headers.get(userStatusHeaderName) === 'AUTHORIZED' ? 'AUTHORIZED' : 'UNAUTHORIZED'
}

/**
 * spec §7 call 2: the signed-in customer, parsed with the same schema the server answers with. The
 * schema loads with the first customer: building it is work every page's start would otherwise do for
 * visitors who are not logged in (issue 17: Total Blocking Time).
 */
export async function requestCustomer(options: AuthCallOptions): Promise<CustomerDetails> {
  const { customerDetailsSchema } = await import('#schemas/customer.ts')
  return clientFor(options).request(customerPath, customerDetailsSchema, { signal: options.signal })
}

/**
 * spec §7 call 4, as DESIGN §1 has it: a POST (a state change never rides a GET), so it is never
 * retried; any answer but a success rejects.
 */
export async function requestLogout(options: AuthCallOptions): Promise<void> {
  await clientFor(options).request(logoutPath, noBodySchema, { method: 'POST', signal: options.signal })
}
