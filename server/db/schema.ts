import { sql } from 'drizzle-orm'
import { jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core'

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
