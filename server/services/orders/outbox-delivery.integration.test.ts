import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { outbox } from '#server/db/schema.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { orderConfirmationTemplate, type OrderConfirmationPayload } from './order-messages.server.ts'
import { createOutboxDelivery, smtpSender, type MailSender } from './outbox-delivery.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const confirmation: OrderConfirmationPayload = {
  orderId: 'AU-7KQ93MXPTW',
  locale: 'fi-FI',
  firstName: 'Aino',
  currency: 'EUR',
  totalWithTax: 9960,
  lines: [
    { name: 'Peruspesu', quantity: 2, total: 1980 },
    { name: 'Aurora-lahjakortti 50 €', quantity: 1, total: 5000 },
  ],
  vouchers: [
    { name: 'Peruspesu', kind: 'wash', code: 'W7KQ-93MX-PT' },
    { name: 'Peruspesu', kind: 'wash', code: 'H4RT-2ZQN-8C' },
    { name: 'Aurora-lahjakortti 50 €', kind: 'giftCard', code: 'GK3M-XR7T-9A', value: 5000 },
  ],
}

const logLineSchema = z.looseObject({ msg: z.string() })

describe.each(engines)('outbox delivery on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  const logLines: string[] = []
  const logger = createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) })

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  async function queue() {
    await database.db.delete(outbox)
    await database.db.insert(outbox).values([
      {
        channel: 'email',
        recipient: 'aino@example.com',
        template: orderConfirmationTemplate,
        payload: confirmation,
      },
      {
        channel: 'sms',
        recipient: '+358401234567',
        template: orderConfirmationTemplate,
        payload: confirmation,
      },
    ])
  }

  const logged = (msg: string) =>
    logLines.map((line) => logLineSchema.parse(JSON.parse(line))).filter((line) => line.msg === msg)

  test.skipIf(skip)('without SMTP every row is logged once and stays undelivered', async () => {
    await queue()
    logLines.length = 0
    const delivery = createOutboxDelivery({ database, logger })
    expect(await delivery.deliverPending()).toEqual({ delivered: 0, logged: 2, failed: 0 })
    expect(await delivery.deliverPending()).toEqual({ delivered: 0, logged: 2, failed: 0 })
    const emails = logged('confirmation e-mail not sent: SMTP_URL is not set')
    const texts = logged('confirmation SMS (no SMS gateway)')
    expect(emails).toHaveLength(1)
    expect(texts).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      recipient: 'aino@example.com',
      subject: 'Tilausvahvistus AU-7KQ93MXPTW',
      text: expect.stringContaining('W7KQ-93MX-PT'),
    })
    expect(texts[0]).toMatchObject({
      recipient: '+358401234567',
      text: 'Aurora-tilaus AU-7KQ93MXPTW. Koodisi: W7KQ-93MX-PT, H4RT-2ZQN-8C, GK3M-XR7T-9A',
    })
    const rows = await database.db.select().from(outbox)
    expect(rows.every((row) => row.deliveredAt === null)).toBe(true)
  })

  test.skipIf(skip)(
    'with SMTP the e-mail is sent through nodemailer and marked delivered; SMS only logged',
    async () => {
      await queue()
      const transport = createTransport({ jsonTransport: true })
      const sent: string[] = []
      const sender: MailSender = {
        sendMail: async (message) => {
          const info = await transport.sendMail(message)
          sent.push(info.message)
          return info
        },
      }
      const delivery = createOutboxDelivery({
        database,
        logger,
        mail: { sender, from: 'Aurora <orders@aurora.fi>' },
      })
      expect(await delivery.deliverPending()).toEqual({ delivered: 1, logged: 1, failed: 0 })
      expect(sent).toHaveLength(1)
      const message = z
        .object({
          from: z.object({ address: z.string() }),
          to: z.array(z.object({ address: z.string() })),
          subject: z.string(),
          text: z.string(),
        })
        .parse(JSON.parse(sent[0] ?? ''))
      expect(message.from.address).toBe('orders@aurora.fi')
      expect(message.to).toEqual([expect.objectContaining({ address: 'aino@example.com' })])
      expect(message.subject).toBe('Tilausvahvistus AU-7KQ93MXPTW')
      expect(message.text).toContain('GK3M-XR7T-9A  Aurora-lahjakortti 50 € (50,00')
      const rows = await database.db.select().from(outbox)
      expect(rows.find((row) => row.channel === 'email')?.deliveredAt).toBeInstanceOf(Date)
      expect(rows.find((row) => row.channel === 'sms')?.deliveredAt).toBeNull()
      // Delivered rows are not sent again.
      expect(await delivery.deliverPending()).toEqual({ delivered: 0, logged: 1, failed: 0 })
      expect(sent).toHaveLength(1)
    },
  )

  test.skipIf(skip || engine !== 'postgres')(
    'two nodes delivering at once send each confirmation once',
    async () => {
      await queue()
      let sends = 0
      const slowSender: MailSender = {
        sendMail: async () => {
          sends += 1
          // Long enough for the other node's run to reach the same row while this one sends it.
          await new Promise((resolve) => setTimeout(resolve, 200))
          return {}
        },
      }
      const mail = { sender: slowSender, from: 'Aurora <orders@aurora.fi>' }
      const nodes = [
        createOutboxDelivery({ database, logger, mail }),
        createOutboxDelivery({ database, logger, mail }),
      ]
      const runs = await Promise.all(nodes.map((node) => node.deliverPending()))
      expect(sends).toBe(1)
      expect(runs.map((run) => run.delivered).sort()).toEqual([0, 1])
      const rows = await database.db.select().from(outbox)
      expect(rows.find((row) => row.channel === 'email')?.deliveredAt).toBeInstanceOf(Date)
    },
  )

  test.skipIf(skip)('a failed send leaves the row for the next run', async () => {
    await queue()
    let refuse = true
    const sender: MailSender = {
      sendMail: () => (refuse ? Promise.reject(new Error('connection refused')) : Promise.resolve({})),
    }
    const delivery = createOutboxDelivery({
      database,
      logger,
      mail: { sender, from: 'Aurora <orders@aurora.fi>' },
    })
    expect(await delivery.deliverPending()).toEqual({ delivered: 0, logged: 1, failed: 1 })
    refuse = false
    expect(await delivery.deliverPending()).toEqual({ delivered: 1, logged: 1, failed: 0 })
  })
})

test('the sender comes from the SMTP URL’s from parameter, else no-reply at the SMTP host', () => {
  expect(smtpSender('smtp://user:secret@mail.example:587?from=orders@aurora.fi').from).toBe(
    'Aurora <orders@aurora.fi>',
  )
  expect(smtpSender('smtps://mail.example').from).toBe('Aurora <no-reply@mail.example>')
})
