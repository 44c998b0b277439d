import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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
    /** The form block's id in the CMS (issue 16): which form of which page the values answer. */
    formId: text('form_id').notNull(),
    locale: text('locale').notNull(),
    /** The values as the form's own rules accepted them (domain/form-rules.ts), by field name. */
    values: jsonb('values').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_submissions_created_at_idx').on(table.createdAt),
    index('form_submissions_form_id_created_at_idx').on(table.formId, table.createdAt),
  ],
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
  /**
   * The Argon2id hash of the customer's password in PHC form (`$argon2id$v=19$m=…`, ADR 028); null: the
   * customer cannot log in with a password.
   */
  passwordHash: text('password_hash'),
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

/**
 * The shop's discount codes (issue 14). A code takes either a percentage off the discountable lines or a
 * fixed amount per currency (minor units, ADR 027), optionally within a validity window and above a
 * minimum total per currency; `once_per_email` codes are refused to an e-mail that has redeemed them.
 * Codes are stored upper-case (schemas/cart.ts reads them that way).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    /** Whole percent, 1–100; null for a fixed-amount code. */
    percentOff: integer('percent_off'),
    /** `{ "EUR": 500, "SEK": 5000 }`: minor units off per currency; null for a percentage code. */
    amountOff: jsonb('amount_off'),
    /** `{ "EUR": 2000 }`: the discountable lines must cost at least this much; a currency left out has none. */
    minimumTotal: jsonb('minimum_total').notNull().default({}),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    oncePerEmail: boolean('once_per_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('discount_codes_one_kind', sql`(${table.percentOff} is null) <> (${table.amountOff} is null)`),
    check(
      'discount_codes_percent_range',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
  ],
)

/**
 * A discount code used by an e-mail (lower case) on an order; written when an order completes (the
 * checkout), read by cart validation for `once_per_email` codes.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    orderId: text('order_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_redemptions_code_email_idx').on(table.code, table.email)],
)

/**
 * The embedded payment provider's own record of a payment (DESIGN §2 `Payments`): what the shop asked to
 * be paid and what the visitor decided on the provider's pages. A real provider keeps this on its side.
 */
export const payments = pgTable(
  'payments',
  {
    /** Unguessable (128 random bits): the provider's pages are reached by it alone. */
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    /** Minor units (ADR 027). */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['EUR', 'SEK', 'NOK'] }).notNull(),
    locale: text('locale').notNull(),
    method: text('method', { enum: ['bank', 'card'] }).notNull(),
    /** The bank chosen in the shop (a bank payment), null for a card. */
    bank: text('bank'),
    /** Where the visitor goes back to, with the signed result appended. */
    returnUrl: text('return_url').notNull(),
    status: text('status', {
      enum: ['pending', 'awaiting_confirmation', 'approved', 'declined', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    /** The last four digits of the card used, never more of it. */
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('payments_order_idx').on(table.orderId)],
)

/**
 * An order of digital goods (issue 15): stored pending by `orders/initialize` at the server's prices,
 * paid exactly once by `orders/complete`. `superseded` is a pending order the same checkout replaced with
 * a new attempt (after a failed payment).
 */
export const orders = pgTable(
  'orders',
  {
    /** Shown to the customer on the confirmation and in the e-mail. */
    id: text('id').primaryKey(),
    locale: text('locale').notNull(),
    currency: text('currency', { enum: ['EUR', 'SEK', 'NOK'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'superseded'] })
      .notNull()
      .default('pending'),
    /** Lower case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164 (`+358401234567`). */
    phoneNumber: text('phone_number').notNull(),
    marketing: jsonb('marketing').notNull().default([]),
    sendSms: boolean('send_sms').notNull().default(false),
    paymentMethod: text('payment_method', { enum: ['bank', 'card'] }).notNull(),
    bank: text('bank'),
    discountCode: text('discount_code'),
    /** spec §3 cart totals as the server priced them (minor units). */
    totals: jsonb('totals').notNull(),
    /** What the customer pays, minor units: `totals.total`, kept apart to compare with the payment. */
    total: integer('total').notNull(),
    /** The provider's payment this order is paid through. */
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    index('orders_email_idx').on(table.email),
  ],
)

/** An order's lines as priced by the server when the order was initialised. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Minor units, tax included. */
    unitPrice: integer('unit_price').notNull(),
    /** The line's total after its share of a discount, minor units. */
    total: integer('total').notNull(),
    taxClass: text('tax_class').notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId, table.position)],
)

/** The digital goods a paid order issued: a wash code per wash, a gift-card code per gift card. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    kind: text('kind', { enum: ['wash', 'giftCard', 'charging'] }).notNull(),
    code: text('code').notNull().unique(),
    /** A gift card's or charging credit's value (minor units or kWh), null for a wash. */
    value: integer('value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vouchers_order_idx').on(table.orderId)],
)

/**
 * `Idempotency-Key` of `orders/initialize` and `orders/complete`: the first answer to a key, kept so the
 * same key with the same body gets it again, and another body a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope', { enum: ['orders/initialize', 'orders/complete'] }).notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body as parsed (canonical JSON). */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** The request at work on the key (random per claim): only it renews, keeps an answer in, or lets go. */
    claimId: text('claim_id'),
    /**
     * An in-progress key whose lease ran out is abandoned (its process died) and is taken over by its next
     * request. The request at work renews it while it runs; the default holds for a claim written by a node
     * of an earlier build, which does not renew (a rolling deploy).
     */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '5 minutes'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
)
