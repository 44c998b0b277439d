import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import type { PaymentReturnPayload } from '#schemas/payment-return.ts'
import { payments } from '#server/db/schema.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import {
  createEmbeddedPayments,
  paymentSigningSecret,
  testCards,
  withPaymentReturn,
  type DecisionOutcome,
  type EmbeddedPayments,
  type PaymentDecision,
} from './embedded-payments.server.ts'
import { PaymentReturnRefusedError, type PaymentRequest } from './payments.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const signingSecret = paymentSigningSecret('a session secret of at least thirty-two characters')
const startOfTest = new Date('2026-11-26T12:00:00Z')

const bankRequest: PaymentRequest = {
  orderId: 'AUR-100001',
  amount: 3980,
  currency: 'EUR',
  method: { paymentMethodType: 'bank', bank: 'op' },
  locale: 'fi-FI',
  returnUrl: '/fi/kassa',
}

const cardRequest: PaymentRequest = {
  orderId: 'AUR-100002',
  amount: 65_600,
  currency: 'SEK',
  method: { paymentMethodType: 'card', card: 'new' },
  locale: 'sv-SE',
  returnUrl: '/sv/kassan?step=payment',
}

const validCard = { expiry: '12/27', cvc: '123', holder: 'Alva Lind' }

/** Signs a payload as the provider does (schemas/payment-return.ts), for returns the provider would never sign. */
function signLikeTheProvider(payload: PaymentReturnPayload, key: Buffer = signingSecret): string {
  const payloadPart = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${payloadPart}.${createHmac('sha256', key).update(payloadPart).digest('base64url')}`
}

function signedReturnOf(outcome: DecisionOutcome): string {
  if (outcome.kind !== 'return' && outcome.kind !== 'ended') {
    throw new Error(`expected a return, got ${outcome.kind}`)
  }
  const signed = new URL(outcome.redirectUrl, 'http://shop.test').searchParams.get(paymentReturnParameter)
  if (signed === null) throw new Error('the return carries no signed result')
  return signed
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof PaymentReturnRefusedError) return error.reason
    throw error
  }
  throw new Error('the return was accepted')
}

test('a return address keeps its own query and gets the signed result after it', () => {
  expect(withPaymentReturn('/fi/kassa', 'abc.def')).toBe('/fi/kassa?paymentReturn=abc.def')
  expect(withPaymentReturn('/sv/kassan?step=3#top', 'abc.def')).toBe(
    '/sv/kassan?step=3&paymentReturn=abc.def#top',
  )
  expect(withPaymentReturn('https://aurora.fi/kassa?a=1', 'abc.def')).toBe(
    'https://aurora.fi/kassa?a=1&paymentReturn=abc.def',
  )
  // A result of an earlier attempt is replaced, never doubled.
  expect(withPaymentReturn('/fi/kassa?paymentReturn=old.one', 'abc.def')).toBe(
    '/fi/kassa?paymentReturn=abc.def',
  )
})

test('the returns are signed with a key of their own, derived from the session secret', () => {
  const sessionSecret = 'a session secret of at least thirty-two characters'
  expect(paymentSigningSecret(sessionSecret).equals(signingSecret)).toBe(true)
  expect(paymentSigningSecret(`${sessionSecret}!`).equals(signingSecret)).toBe(false)
  expect(signingSecret.toString('utf8')).not.toContain(sessionSecret)
})

describe.each(engines)('the embedded payment provider on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let provider: EmbeddedPayments
  let clock = startOfTest

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    provider = createEmbeddedPayments({ database, signingSecret, now: () => clock })
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  async function storedPayment(paymentId: string) {
    const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId))
    if (row === undefined) throw new Error(`payment ${paymentId} is not stored`)
    return row
  }

  async function decided(request: PaymentRequest, ...decisions: PaymentDecision[]) {
    const { paymentId } = await provider.startPayment(request)
    let outcome: DecisionOutcome = { kind: 'wrong-step' }
    for (const decision of decisions) outcome = await provider.decide(paymentId, decision)
    return { paymentId, outcome }
  }

  test.skipIf(skip)(
    'a started payment is pending under an unguessable id on the provider’s page',
    async () => {
      const first = await provider.startPayment(bankRequest)
      const second = await provider.startPayment(bankRequest)
      expect(first.paymentId).toMatch(/^[\w-]{22}$/)
      expect(second.paymentId).not.toBe(first.paymentId)
      expect(first.redirectUrl).toBe(`/payment-provider/v1/pay/${first.paymentId}`)
      expect(await storedPayment(first.paymentId)).toMatchObject({
        orderId: 'AUR-100001',
        amount: 3980,
        currency: 'EUR',
        locale: 'fi-FI',
        method: 'bank',
        bank: 'op',
        status: 'pending',
        decidedAt: null,
      })
    },
  )

  test.skipIf(skip)(
    'a payment is refused a bank of another market and a return address of another origin',
    async () => {
      await expect(
        provider.startPayment({ ...bankRequest, method: { paymentMethodType: 'bank', bank: 'dnb' } }),
      ).rejects.toThrow(RangeError)
      for (const returnUrl of ['//evil.example/kassa', 'javascript:alert(1)', 'kassa']) {
        await expect(provider.startPayment({ ...bankRequest, returnUrl })).rejects.toThrow(RangeError)
      }
      // What the signed return could not carry is refused before any visitor is sent to pay it.
      for (const changed of [{ orderId: 'A1' }, { amount: 12.5 }, { amount: -1 }]) {
        await expect(provider.startPayment({ ...bankRequest, ...changed })).rejects.toThrow(RangeError)
      }
    },
  )

  test.skipIf(skip).each([
    { action: 'approve' as const, result: 'approved' },
    { action: 'decline' as const, result: 'declined' },
    { action: 'cancel' as const, result: 'cancelled' },
  ])(
    'a bank payment’s $action returns to the shop with a signed $result it verifies',
    async ({ action, result }) => {
      const { paymentId, outcome } = await decided(bankRequest, { action })
      expect(outcome).toMatchObject({ kind: 'return', result })
      if (outcome.kind !== 'return') return
      expect(outcome.redirectUrl).toMatch(/^\/fi\/kassa\?paymentReturn=[\w-]+\.[\w-]+$/)
      expect(await provider.verifyReturn(signedReturnOf(outcome))).toEqual({
        version: 1,
        paymentId,
        orderId: 'AUR-100001',
        result,
        amount: 3980,
        currency: 'EUR',
        issuedAt: clock.getTime(),
      })
      expect(await storedPayment(paymentId)).toMatchObject({ status: result, decidedAt: clock })
    },
  )

  test.skipIf(skip)(
    'a bank switched to on the provider’s page is kept; a bank of another market is not taken',
    async () => {
      const switched = await decided(bankRequest, { action: 'approve', bank: 'nordea-fi' })
      expect(switched.outcome.kind).toBe('return')
      expect(await storedPayment(switched.paymentId)).toMatchObject({ bank: 'nordea-fi', status: 'approved' })

      const foreign = await decided(bankRequest, { action: 'approve', bank: 'dnb' })
      expect(foreign.outcome).toEqual({ kind: 'wrong-step' })
      expect(await storedPayment(foreign.paymentId)).toMatchObject({ bank: 'op', status: 'pending' })
    },
  )

  test.skipIf(skip).each([
    { card: testCards.approves, typed: '4242 4242 4242 4242', result: 'approved' },
    { card: testCards.declines, typed: '4000 0000 0000 0002', result: 'declined' },
    // Any other number with a valid checksum is an unknown card: declined.
    { card: '4111111111111111', typed: '4111-1111-1111-1111', result: 'declined' },
  ])('the card $card is $result and only its last four digits are kept', async ({ card, typed, result }) => {
    const { paymentId, outcome } = await decided(cardRequest, {
      action: 'pay',
      cardNumber: typed,
      ...validCard,
    })
    expect(outcome).toMatchObject({ kind: 'return', result })
    expect(outcome.kind === 'return' && outcome.redirectUrl).toMatch(
      /^\/sv\/kassan\?step=payment&paymentReturn=/,
    )
    expect((await provider.verifyReturn(signedReturnOf(outcome))).result).toBe(result)
    const row = await storedPayment(paymentId)
    expect(row.cardLast4).toBe(card.slice(-4))
    expect(JSON.stringify(row)).not.toContain(card.slice(0, 8))
  })

  test.skipIf(skip).each([
    { field: 'cardNumber', form: { cardNumber: '4242 4242 4242 4241' }, problem: 'invalid' },
    { field: 'cardNumber', form: { cardNumber: '4242' }, problem: 'invalid' },
    { field: 'cardNumber', form: { cardNumber: ' ' }, problem: 'required' },
    { field: 'expiry', form: { expiry: '10/26' }, problem: 'expired' },
    { field: 'expiry', form: { expiry: '13/30' }, problem: 'invalid' },
    { field: 'expiry', form: { expiry: '' }, problem: 'required' },
    { field: 'cvc', form: { cvc: '12' }, problem: 'invalid' },
    { field: 'cvc', form: { cvc: '12345' }, problem: 'invalid' },
    { field: 'holder', form: { holder: '   ' }, problem: 'required' },
  ])(
    'a card form with $field $problem is answered field by field and changes nothing',
    async ({ field, form, problem }) => {
      const { paymentId, outcome } = await decided(cardRequest, {
        action: 'pay',
        cardNumber: testCards.approves,
        ...validCard,
        ...form,
      })
      expect(outcome).toEqual({ kind: 'invalid-card', fields: { [field]: problem } })
      expect(await storedPayment(paymentId)).toMatchObject({ status: 'pending', cardLast4: null })
    },
  )

  test.skipIf(skip)('a card is valid through the last day of its expiry month', async () => {
    const { outcome } = await decided(cardRequest, {
      action: 'pay',
      cardNumber: testCards.approves,
      ...validCard,
      expiry: '11/26',
    })
    expect(outcome).toMatchObject({ kind: 'return', result: 'approved' })
  })

  test.skipIf(skip)(
    'the 3-D Secure card waits for confirmation: confirm approves, reject declines',
    async () => {
      const pay: PaymentDecision = { action: 'pay', cardNumber: testCards.asksForConfirmation, ...validCard }
      const confirmed = await decided(cardRequest, pay)
      expect(confirmed.outcome).toEqual({ kind: 'confirm3ds' })
      expect(await storedPayment(confirmed.paymentId)).toMatchObject({
        status: 'awaiting_confirmation',
        cardLast4: '3220',
        decidedAt: null,
      })
      // The card form again, or a bank's button, belongs to no step of a payment waiting for confirmation.
      expect(await provider.decide(confirmed.paymentId, pay)).toEqual({ kind: 'wrong-step' })
      expect(await provider.decide(confirmed.paymentId, { action: 'approve' })).toEqual({
        kind: 'wrong-step',
      })
      const approved = await provider.decide(confirmed.paymentId, { action: 'confirm' })
      expect(approved).toMatchObject({ kind: 'return', result: 'approved' })
      expect((await provider.verifyReturn(signedReturnOf(approved))).result).toBe('approved')

      const rejected = await decided(cardRequest, pay, { action: 'reject' })
      expect(rejected.outcome).toMatchObject({ kind: 'return', result: 'declined' })
      expect((await provider.verifyReturn(signedReturnOf(rejected.outcome))).result).toBe('declined')

      const cancelled = await decided(cardRequest, pay, { action: 'cancel' })
      expect(cancelled.outcome).toMatchObject({ kind: 'return', result: 'cancelled' })
    },
  )

  test.skipIf(skip)('a decision out of its step changes nothing', async () => {
    const card = await decided(cardRequest, { action: 'confirm' })
    expect(card.outcome).toEqual({ kind: 'wrong-step' })
    expect(await provider.decide(card.paymentId, { action: 'approve' })).toEqual({ kind: 'wrong-step' })
    const bank = await decided(bankRequest, { action: 'pay', cardNumber: testCards.approves, ...validCard })
    expect(bank.outcome).toEqual({ kind: 'wrong-step' })
    expect((await storedPayment(card.paymentId)).status).toBe('pending')
    expect((await storedPayment(bank.paymentId)).status).toBe('pending')
    expect(await provider.decide('no-such-payment-anywhere', { action: 'approve' })).toEqual({
      kind: 'unknown-payment',
    })
  })

  test.skipIf(skip)(
    'a decided payment never changes: a second decision is told it ended, with its result',
    async () => {
      const { paymentId } = await decided(bankRequest, { action: 'decline' })
      const again = await provider.decide(paymentId, { action: 'approve' })
      expect(again).toMatchObject({ kind: 'ended', result: 'declined' })
      expect((await provider.verifyReturn(signedReturnOf(again))).result).toBe('declined')
      expect((await storedPayment(paymentId)).status).toBe('declined')
    },
  )

  test.skipIf(skip)('of concurrent decisions one decides and the others are told it ended', async () => {
    const { paymentId } = await provider.startPayment(bankRequest)
    const actions = [
      'approve',
      'decline',
      'cancel',
      'approve',
      'decline',
      'cancel',
      'approve',
      'decline',
    ] as const
    const outcomes = await Promise.all(actions.map((action) => provider.decide(paymentId, { action })))
    const winners = outcomes.filter((outcome) => outcome.kind === 'return')
    expect(winners).toHaveLength(1)
    const stored = await storedPayment(paymentId)
    expect(winners[0]).toMatchObject({ result: stored.status })
    for (const outcome of outcomes.filter((candidate) => candidate.kind !== 'return')) {
      expect(outcome).toMatchObject({ kind: 'ended', result: stored.status })
    }
  })

  test.skipIf(skip)(
    'a return signed with another key, tampered with or not signed at all is forged',
    async () => {
      const { paymentId, outcome } = await decided(bankRequest, { action: 'approve' })
      const signed = signedReturnOf(outcome)
      const [payloadPart, signaturePart] = signed.split('.')
      const payload = await provider.verifyReturn(signed)

      expect(
        await refusal(provider.verifyReturn(signLikeTheProvider(payload, Buffer.from('another key')))),
      ).toBe('forged')
      const tampered = Buffer.from(JSON.stringify({ ...payload, amount: 1 })).toString('base64url')
      expect(await refusal(provider.verifyReturn(`${tampered}.${signaturePart}`))).toBe('forged')
      const otherSignature = createHmac('sha256', signingSecret).update('something else').digest('base64url')
      expect(await refusal(provider.verifyReturn(`${payloadPart}.${otherSignature}`))).toBe('forged')
      expect(await refusal(provider.verifyReturn(`${payloadPart}.${signaturePart?.slice(0, 20)}`))).toBe(
        'forged',
      )
      for (const text of ['', 'plain text', `${payloadPart}`, `${signed}.extra`, `${payloadPart}.!!`]) {
        expect(await refusal(provider.verifyReturn(text))).toBe('forged')
      }
      // Signed with the right key, but not a payment return.
      const notAPayload = Buffer.from(JSON.stringify({ paymentId })).toString('base64url')
      const signedNonsense = `${notAPayload}.${createHmac('sha256', signingSecret).update(notAPayload).digest('base64url')}`
      expect(await refusal(provider.verifyReturn(signedNonsense))).toBe('forged')
    },
  )

  test.skipIf(skip)('a return older than the provider allows is expired', async () => {
    const { outcome } = await decided(bankRequest, { action: 'approve' })
    const signed = signedReturnOf(outcome)
    try {
      clock = new Date(startOfTest.getTime() + 30 * 60 * 1000)
      expect((await provider.verifyReturn(signed)).result).toBe('approved')
      clock = new Date(startOfTest.getTime() + 30 * 60 * 1000 + 1)
      expect(await refusal(provider.verifyReturn(signed))).toBe('expired')
    } finally {
      clock = startOfTest
    }
  })

  test.skipIf(skip)(
    'a signed return the provider’s own record disagrees with is an unknown payment',
    async () => {
      const { paymentId, outcome } = await decided(bankRequest, { action: 'decline' })
      const payload = await provider.verifyReturn(signedReturnOf(outcome))
      for (const changed of [
        { paymentId: 'AAAAAAAAAAAAAAAAAAAAAA' },
        { amount: payload.amount + 1 },
        { currency: 'SEK' as const },
        { orderId: 'AUR-999999' },
        { result: 'approved' as const },
      ]) {
        expect(await refusal(provider.verifyReturn(signLikeTheProvider({ ...payload, ...changed })))).toBe(
          'unknown-payment',
        )
      }
      // A payment still waiting has no result to return to the shop.
      const pending = await provider.startPayment(bankRequest)
      const early = signLikeTheProvider({ ...payload, paymentId: pending.paymentId, result: 'approved' })
      expect(await refusal(provider.verifyReturn(early))).toBe('unknown-payment')
      expect((await storedPayment(paymentId)).status).toBe('declined')
    },
  )
})
