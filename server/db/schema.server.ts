import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core'

/**
 * Every form a visitor sends is stored before anything else happens with it (DESIGN §2: nothing a
 * visitor submits is lost), so a failing downstream step can be retried from here.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    formName: text('form_name').notNull(),
    locale: text('locale').notNull(),
    payload: jsonb('payload').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_created_at_idx').on(table.createdAt)],
)

/** Messages the product owes a customer (order confirmations by e-mail or SMS), kept until delivered. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_undelivered_idx')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
)

/** Accounts (DESIGN §2): a customer of the account hub; `email` is stored in lower case, once. */
export const customers = pgTable('customers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** E.164 (`+358401234567`), or null when the customer gave none. */
  phoneNumber: text('phone_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A signed-in visitor's session. Only the SHA-256 of the cookie's token is kept: a leaked table or
 * backup cannot be replayed as sessions.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_sessions_customer_idx').on(table.customerId),
    index('customer_sessions_expires_at_idx').on(table.expiresAt),
  ],
)

/** A customer's saved payment card: never the card number, only its masked form. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: ['visa', 'mastercard', 'amex', 'fuel-card'] }).notNull(),
    maskedNumber: text('masked_number').notNull(),
    holderName: text('holder_name').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_cards_customer_idx').on(table.customerId)],
)
