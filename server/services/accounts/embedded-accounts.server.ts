import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm'
import { customerDetailsSchema, paymentCardSchema, type PaymentCard } from '#schemas/customer.ts'
import type { Database } from '#server/db/database.server.ts'
import { customers, customerSessions, paymentCards } from '#server/db/schema.server.ts'
import type { Accounts } from './accounts.server.ts'
import { demoCustomers, type DemoCustomer } from './demo-customers.server.ts'
import { createLoginRateLimit, type LoginRateLimit } from './login-rate-limit.server.ts'
import { hashPassword, verifyPassword } from './password-hash.server.ts'
import { hashSessionToken, newSessionToken, sessionTokenSchema } from './session-token.server.ts'

/**
 * A signed-in visitor stays signed in this long after logging in unless they log out: an absolute
 * lifetime, not renewed by use, so a stolen cookie is worth two weeks at most (README "Accounts").
 */
export const defaultSessionTtlMs = 14 * 24 * 60 * 60 * 1000

export interface EmbeddedAccountsOptions {
  /** The clock sessions expire by; tests move it. */
  now?: () => Date
  sessionTtlMs?: number
  /** Login attempts per account and per address (ADR 028); by default counted in this process. */
  loginRateLimit?: LoginRateLimit
}

/** A login as the account hub's form sends it. */
export interface LoginRequest {
  email: string
  password: string
  /** The client's address, for the per-address limit (null when unknown). */
  address: string | null
  /** The session token the visitor's cookie already holds: ended when the login succeeds. */
  replacing: string | null
}

export type LoginOutcome =
  | { kind: 'signed-in'; grant: SessionGrant }
  /** One answer for an unknown e-mail and a wrong password: which one it was is not told. */
  | { kind: 'wrong-credentials' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

/** A new session: the token goes into the visitor's cookie, only its hash into the database. */
export interface SessionGrant {
  token: string
  expiresAt: Date
}

export interface EmbeddedAccounts extends Accounts {
  /**
   * The account hub's login: the e-mail and password checked within the rate limits, and on success a new
   * session (a new token every time: a token planted in the visitor's browser before the login is never
   * the one that gets signed in).
   */
  logIn(request: LoginRequest): Promise<LoginOutcome>
  /** Signs a customer in without a password (tests, and `logIn` after its checks). */
  createSession(customerId: string, options?: { ttlMs?: number }): Promise<SessionGrant>
  /** Ends a session (logout); an unknown token is no error. */
  endSession(token: string): Promise<void>
  /** Removes the sessions past their expiry; answers how many. */
  deleteExpiredSessions(): Promise<number>
  /**
   * Adds the demo customers and their cards that are missing, and gives a demo customer without a
   * password theirs; answers how many customers it added.
   */
  seedDemoCustomers(list?: readonly DemoCustomer[]): Promise<number>
  /** Lets go of what the rate limits hold (a Redis connection). */
  close(): Promise<void>
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
  const loginRateLimit = options.loginRateLimit ?? createLoginRateLimit()

  /** The session's row condition: this token, not yet expired. */
  function liveSession(token: string) {
    return and(eq(customerSessions.tokenHash, hashSessionToken(token)), gt(customerSessions.expiresAt, now()))
  }

  const isToken = (token: string) => sessionTokenSchema.safeParse(token).success

  /**
   * A token that opened nothing may be a session past its expiry: removed as soon as it is presented,
   * besides the periodic clean-up (services.server.ts).
   */
  async function dropIfExpired(token: string): Promise<void> {
    await db
      .delete(customerSessions)
      .where(
        and(eq(customerSessions.tokenHash, hashSessionToken(token)), lte(customerSessions.expiresAt, now())),
      )
  }

  async function createSession(customerId: string, { ttlMs = sessionTtlMs }: { ttlMs?: number } = {}) {
    const token = newSessionToken()
    const expiresAt = new Date(now().getTime() + ttlMs)
    await db.insert(customerSessions).values({ tokenHash: hashSessionToken(token), customerId, expiresAt })
    return { token, expiresAt }
  }

  async function endSession(token: string): Promise<void> {
    if (!isToken(token)) return
    await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSessionToken(token)))
  }

  /** Demo customers without a password get theirs; a password set since (or by another node) stays. */
  async function seedDemoPasswords(list: readonly DemoCustomer[]): Promise<void> {
    const missing = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          inArray(
            customers.id,
            list.map((customer) => customer.id),
          ),
          isNull(customers.passwordHash),
        ),
      )
    for (const { id } of missing) {
      const customer = list.find((candidate) => candidate.id === id)
      if (customer === undefined) continue
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(customer.password) })
        .where(and(eq(customers.id, id), isNull(customers.passwordHash)))
    }
  }

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
      if (row === undefined) {
        await dropIfExpired(token)
        return null
      }
      // Parsed on the way out: what the proxy answers always keeps the contract.
      return customerDetailsSchema.parse(row)
    },

    async cardsForSession(token) {
      if (!isToken(token)) return null
      const [session] = await db
        .select({ customerId: customerSessions.customerId })
        .from(customerSessions)
        .where(liveSession(token))
        .limit(1)
      if (session === undefined) {
        await dropIfExpired(token)
        return null
      }
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

    async logIn({ email, password, address, replacing }) {
      const normalized = email.trim().toLowerCase()
      const admission = await loginRateLimit.admit({ email: normalized, address })
      if (!admission.admitted) return { kind: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds }
      const [customer] = await db
        .select({ id: customers.id, passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.email, normalized))
        .limit(1)
      // An unknown e-mail is checked against a dummy hash: it takes as long as a wrong password.
      const matches = await verifyPassword(customer?.passwordHash ?? null, password)
      if (customer === undefined || !matches) return { kind: 'wrong-credentials' }
      await loginRateLimit.succeeded({ email: normalized, address })
      // The session the visitor's cookie held before ends: a login never keeps a token it did not issue.
      if (replacing !== null) await endSession(replacing)
      return { kind: 'signed-in', grant: await createSession(customer.id) }
    },

    createSession,

    endSession,

    async deleteExpiredSessions() {
      const removed = await db
        .delete(customerSessions)
        .where(lte(customerSessions.expiresAt, now()))
        .returning({ tokenHash: customerSessions.tokenHash })
      return removed.length
    },

    close: () => loginRateLimit.close(),

    async seedDemoCustomers(list = demoCustomers) {
      if (list.length === 0) return 0
      const added = await db.transaction(async (tx) => {
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
      // Outside the transaction: hashing takes a moment, and an older database gets the passwords too.
      await seedDemoPasswords(list)
      return added
    },
  }
}
