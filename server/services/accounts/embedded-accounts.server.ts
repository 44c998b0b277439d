import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { customerDetailsSchema, paymentCardSchema, type PaymentCard } from '#schemas/customer.ts'
import type { Database } from '#server/db/database.server.ts'
import { customers, customerSessions, paymentCards } from '#server/db/schema.server.ts'
import type { Accounts } from './accounts.server.ts'
import { demoCustomers, type DemoCustomer } from './demo-customers.server.ts'
import { hashSessionToken, newSessionToken, sessionTokenSchema } from './session-token.server.ts'

/** A signed-in visitor stays signed in this long unless they log out. */
export const defaultSessionTtlMs = 14 * 24 * 60 * 60 * 1000

export interface EmbeddedAccountsOptions {
  /** The clock sessions expire by; tests move it. */
  now?: () => Date
  sessionTtlMs?: number
}

/** A new session: the token goes into the visitor's cookie, only its hash into the database. */
export interface SessionGrant {
  token: string
  expiresAt: Date
}

export interface EmbeddedAccounts extends Accounts {
  /** Signs a customer in (the login page comes later; tests use it now). */
  createSession(customerId: string, options?: { ttlMs?: number }): Promise<SessionGrant>
  /** Ends a session (logout); an unknown token is no error. */
  endSession(token: string): Promise<void>
  /** Adds the demo customers and their cards that are missing; answers how many customers it added. */
  seedDemoCustomers(list?: readonly DemoCustomer[]): Promise<number>
}

/**
 * The embedded account service (DESIGN §2): customers, sessions and payment cards in the site's own
 * database. Tokens are never stored, only their SHA-256; a session past its expiry answers like an
 * unknown one.
 */
export function createEmbeddedAccounts(
  database: Database,
  options: EmbeddedAccountsOptions = {},
): EmbeddedAccounts {
  const { db } = database
  const now = options.now ?? (() => new Date())
  const sessionTtlMs = options.sessionTtlMs ?? defaultSessionTtlMs

  /** The session's row condition: this token, not yet expired. */
  function liveSession(token: string) {
    return and(eq(customerSessions.tokenHash, hashSessionToken(token)), gt(customerSessions.expiresAt, now()))
  }

  const isToken = (token: string) => sessionTokenSchema.safeParse(token).success

  return {
    async customerForSession(token) {
      if (!isToken(token)) return null
      const [row] = await db
        .select({
          firstName: customers.firstName,
          lastName: customers.lastName,
          emailToken: customers.email,
          phoneNumber: customers.phoneNumber,
        })
        .from(customerSessions)
        .innerJoin(customers, eq(customers.id, customerSessions.customerId))
        .where(liveSession(token))
        .limit(1)
      // Parsed on the way out: what the proxy answers always keeps the contract.
      return row === undefined ? null : customerDetailsSchema.parse(row)
    },

    async cardsForSession(token) {
      if (!isToken(token)) return null
      const [session] = await db
        .select({ customerId: customerSessions.customerId })
        .from(customerSessions)
        .where(liveSession(token))
        .limit(1)
      if (session === undefined) return null
      const rows = await db
        .select({
          id: paymentCards.id,
          brand: paymentCards.brand,
          maskedNumber: paymentCards.maskedNumber,
          holderName: paymentCards.holderName,
          expiryMonth: paymentCards.expiryMonth,
          expiryYear: paymentCards.expiryYear,
        })
        .from(paymentCards)
        .where(eq(paymentCards.customerId, session.customerId))
        .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id))
      // A row that breaks the contract (say, an unmasked number) is never handed out.
      return rows.map((row): PaymentCard => paymentCardSchema.parse(row))
    },

    async createSession(customerId, { ttlMs = sessionTtlMs } = {}) {
      const token = newSessionToken()
      const expiresAt = new Date(now().getTime() + ttlMs)
      await db.insert(customerSessions).values({ tokenHash: hashSessionToken(token), customerId, expiresAt })
      return { token, expiresAt }
    },

    async endSession(token) {
      if (!isToken(token)) return
      await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSessionToken(token)))
    },

    async seedDemoCustomers(list = demoCustomers) {
      if (list.length === 0) return 0
      return db.transaction(async (tx) => {
        // Several nodes may start at once: conflicts (same id or e-mail) are skipped, never errors.
        const added = await tx
          .insert(customers)
          .values(
            list.map(({ id, details }) => ({
              id,
              email: details.emailToken.toLowerCase(),
              firstName: details.firstName,
              lastName: details.lastName,
              phoneNumber: details.phoneNumber,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: customers.id })
        // A demo address taken by another customer leaves that demo customer out, and its cards with it.
        const present = new Set(
          (
            await tx
              .select({ id: customers.id })
              .from(customers)
              .where(
                inArray(
                  customers.id,
                  list.map((customer) => customer.id),
                ),
              )
          ).map((row) => row.id),
        )
        const cards = list
          .filter((customer) => present.has(customer.id))
          .flatMap((customer) =>
            customer.cards.map((card) => ({ ...paymentCardSchema.parse(card), customerId: customer.id })),
          )
        if (cards.length > 0) await tx.insert(paymentCards).values(cards).onConflictDoNothing()
        return added.length
      })
    },
  }
}
