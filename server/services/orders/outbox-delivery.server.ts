import { and, asc, eq, isNull } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { brand } from '#config/brand.ts'
import type { Database } from '#server/db/database.server.ts'
import { outbox } from '#server/db/schema.server.ts'
import type { Logger } from '#server/logger.server.ts'
import {
  orderConfirmationPayloadSchema,
  orderConfirmationTemplate,
  renderConfirmationEmail,
  renderConfirmationSms,
} from './order-messages.server.ts'

/** What delivery needs of an e-mail transport: nodemailer's `sendMail`. */
export interface MailSender {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>
}

/**
 * `SMTP_URL` as nodemailer takes it (`smtp://user:pass@host:587`, `smtps://…`), with the sender taken off
 * its `from` query parameter (`?from=orders@aurora.fi`); without one the sender is `no-reply@` the SMTP host.
 */
export function smtpSender(smtpUrl: string): { sender: MailSender; from: string } {
  const url = new URL(smtpUrl)
  const from = url.searchParams.get('from') ?? `no-reply@${url.hostname}`
  url.searchParams.delete('from')
  return { sender: createTransport(url.href), from: `${brand.name} <${from}>` }
}

export interface OutboxDeliveryOptions {
  database: Database
  logger: Logger
  /** Sends the e-mail rows (`smtpSender(SMTP_URL)`); absent: each row is logged and stays undelivered. */
  mail?: { sender: MailSender; from: string }
  /** Rows per run; the rest wait for the next. */
  batchSize?: number
}

export interface OutboxRun {
  delivered: number
  /** Rows only logged: SMS (no gateway exists) and, without SMTP, e-mail. */
  logged: number
  failed: number
}

/**
 * DESIGN §2 outbox: the confirmations the orders owe their customers. E-mail rows go out over SMTP when
 * `SMTP_URL` is set and are marked delivered once the server took them; a failed send stays for the next run.
 * Without SMTP, and for SMS (there is no SMS gateway), each row is logged once per process and stays
 * undelivered, so a gateway added later still finds it. Delivery is at least once: a row sent just before
 * its process dies is sent again by the next run (of this or another node).
 */
export function createOutboxDelivery(options: OutboxDeliveryOptions) {
  const { database, logger, mail, batchSize = 50 } = options
  const { db } = database
  const alreadyLogged = new Set<string>()
  let running: Promise<OutboxRun> | undefined

  const markDelivered = (id: string) =>
    db
      .update(outbox)
      .set({ deliveredAt: new Date() })
      .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt)))

  /**
   * Sends one row's e-mail and marks it delivered. On PostgreSQL several nodes run this loop over one
   * table (docs/deployment.md): the row is locked while it is sent, and a row another node holds is
   * skipped, so one confirmation is sent once. A failed send rolls the lock back, and the row waits for
   * the next run. PGlite serves one node, whose runs never overlap (`deliverPending`).
   */
  async function sendOnce(id: string, send: () => Promise<unknown>): Promise<'sent' | 'taken'> {
    if (database.kind !== 'postgres') {
      await send()
      await markDelivered(id)
      return 'sent'
    }
    return db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt)))
        .for('update', { skipLocked: true })
      if (claimed.length === 0) return 'taken'
      await send()
      await tx.update(outbox).set({ deliveredAt: new Date() }).where(eq(outbox.id, id))
      return 'sent'
    })
  }

  async function deliverOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { delivered: 0, logged: 0, failed: 0 }
    const rows = await db
      .select()
      .from(outbox)
      .where(isNull(outbox.deliveredAt))
      .orderBy(asc(outbox.createdAt))
      .limit(batchSize)
    for (const row of rows) {
      const parsed =
        row.template === orderConfirmationTemplate
          ? orderConfirmationPayloadSchema.safeParse(row.payload)
          : null
      if (parsed === null || !parsed.success) {
        if (!alreadyLogged.has(row.id)) {
          alreadyLogged.add(row.id)
          logger.error({ outboxId: row.id, template: row.template }, 'outbox row cannot be rendered')
        }
        run.failed += 1
        continue
      }
      const payload = parsed.data
      if (row.channel === 'email' && mail !== undefined) {
        const { subject, text } = renderConfirmationEmail(payload)
        const send = () => mail.sender.sendMail({ from: mail.from, to: row.recipient, subject, text })
        try {
          if ((await sendOnce(row.id, send)) === 'sent') run.delivered += 1
        } catch (error) {
          logger.warn(
            { outboxId: row.id, orderId: payload.orderId, error },
            'confirmation e-mail not sent; retried later',
          )
          run.failed += 1
        }
        continue
      }
      run.logged += 1
      if (alreadyLogged.has(row.id)) continue
      alreadyLogged.add(row.id)
      const message =
        row.channel === 'email' ? renderConfirmationEmail(payload) : { text: renderConfirmationSms(payload) }
      logger.info(
        {
          outboxId: row.id,
          channel: row.channel,
          recipient: row.recipient,
          orderId: payload.orderId,
          ...message,
        },
        row.channel === 'email'
          ? 'confirmation e-mail not sent: SMTP_URL is not set'
          : 'confirmation SMS (no SMS gateway)',
      )
    }
    return run
  }

  /** One run over the undelivered rows; a run asked for while one is going joins it. */
  function deliverPending(): Promise<OutboxRun> {
    running ??= deliverOnce().finally(() => {
      running = undefined
    })
    return running
  }

  /** Runs every `intervalMs` until the answered function stops it; a failed run is logged, the next one comes. */
  function start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      deliverPending().catch((error: unknown) => logger.error({ error }, 'outbox delivery run failed'))
    }, intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  return { deliverPending, start }
}
