import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { readStoredCart, storedCartVersion } from '#schemas/stored-cart.ts'
import { mockServer } from '#tests/setup/msw.ts'
import {
  answerFor,
  basicWash,
  ControlledValidation,
  giftCard,
  knownDiscountCode,
  premiumBundle,
  premiumWash,
  settle,
  SharedStorage,
  startCartTab,
} from './cart-machine.fixtures.ts'
import { HttpError } from '#http/http-client.ts'
import { cartValidationId, retryDelayMs, type CartInput } from './cart-machine.ts'
import { cameWithoutAnswer, cartValidatePath, requestCartValidation } from './cart-validation.ts'
import { cartView } from './cart-view.ts'

function setUp(input: Omit<CartInput, 'storedCart'> = {}) {
  const shared = new SharedStorage()
  const validation = new ControlledValidation()
  const tab = startCartTab(1, shared, validation, input)
  const view = () => cartView(tab.actor.getSnapshot().context)
  const lines = () => view().items.map((item) => [item.code, item.amount])
  const stored = () => readStoredCart(shared.cart())
  return { shared, validation, tab, view, lines, stored }
}

function latestRequest(validation: ControlledValidation) {
  const request = validation.latest()
  if (request === undefined) throw new Error('no validation request is waiting')
  return request
}

async function answerLatest(validation: ControlledValidation) {
  latestRequest(validation).succeed()
  await settle()
}

test('a first visit starts with an empty cart: totals and count zero, nothing stored, nothing asked', () => {
  const { validation, view, shared } = setUp()
  expect(view()).toMatchObject({
    items: [],
    cartAmounts: 0,
    totals: { discount: 0, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 },
    discountCode: null,
  })
  expect(shared.cart()).toBeNull()
  expect(validation.requests).toHaveLength(0)
})

test('the first product opens the firstInCart modal, is stored with amount 1 and is validated', () => {
  const { tab, validation, lines, stored } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash })
  expect(lines()).toEqual([['WASH-PREMIUM', 1]])
  expect(stored()?.items.map((item) => [item.code, item.amount])).toEqual([['WASH-PREMIUM', 1]])
  expect(tab.emitted.filter((event) => event.type === 'firstInCart')).toEqual([
    { type: 'firstInCart', code: 'WASH-PREMIUM' },
  ])
  expect(tab.emitted.filter((event) => event.type === 'notice')).toEqual([])
  expect(latestRequest(validation).request).toEqual({
    items: [{ quantity: 1, code: 'WASH-PREMIUM', showUpsell: true }],
  })
})

test('adding a product already in the cart raises its amount by one with a success notice and no modal', () => {
  const { tab, lines } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash })
  tab.emitted.length = 0
  tab.actor.send({ type: 'ADD', product: premiumWash })
  expect(lines()).toEqual([['WASH-PREMIUM', 2]])
  expect(tab.emitted.filter((event) => event.type === 'notice')).toEqual([
    {
      type: 'notice',
      kind: 'success',
      messageKey: 'addToCartNotification.added',
      values: { name: 'Premium wash' },
    },
  ])
  expect(tab.emitted.some((event) => event.type === 'firstInCart')).toBe(false)
})

test('a silent add shows neither the modal nor a notice, but changes, stores and validates the cart', () => {
  const { tab, lines, stored, validation } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  expect(lines()).toEqual([['WASH-PREMIUM', 2]])
  expect(stored()?.items[0]?.amount).toBe(2)
  expect(tab.emitted.filter((event) => event.type === 'notice' || event.type === 'firstInCart')).toEqual([])
  expect(latestRequest(validation).request.items).toEqual([
    { quantity: 2, code: 'WASH-PREMIUM', showUpsell: true },
  ])
})

test('a bundle keeps what it holds as spec §3 includes: amount, global name and member codes', () => {
  const { tab, view } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumBundle })
  expect(view().items[0]).toMatchObject({
    code: 'BUNDLE-PREMIUM-5',
    price: 7960,
    attributes: { price: 7960, tax_class: 25.5, currency: 'EUR' },
    includes: [{ amount: 5, globalName: 'Premium wash', sku: ['WASH-PREMIUM'] }],
    showUpsell: true,
    upsells: [],
  })
})

test('the answer to the current cart is applied: the service totals, and upsells after the spec §4 drop rule', async () => {
  const { tab, validation, view, stored } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  await answerLatest(validation)
  // One premium wash: the five-wash bundle is still worth suggesting.
  expect(view().items[0]?.upsells.map((upsell) => upsell.product.code)).toEqual(['BUNDLE-PREMIUM-5'])
  expect(view().totals).toEqual(answerFor({ items: [{ quantity: 1, code: 'WASH-PREMIUM' }] }).totals)
  expect(view().validated).toBe(true)
  expect(stored()?.items[0]?.upsells).toHaveLength(1)

  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-PREMIUM', amount: 3 })
  expect(view().validated).toBe(false)
  await answerLatest(validation)
  // Three singles exceed the bundle's suggested quantity (1) by more than one: dropped.
  expect(view().items[0]?.upsells).toEqual([])
})

test('a validation failure empties the cart, the storage and shows the cartValidationFailed error', async () => {
  const { tab, validation, view, shared } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash })
  tab.actor.send({ type: 'APPLY_DISCOUNT_CODE', code: knownDiscountCode })
  latestRequest(validation).fail()
  await settle()
  expect(view()).toMatchObject({ items: [], cartAmounts: 0, discountCode: null })
  expect(view().totals.totalWithTax).toBe(0)
  expect(shared.cart()).toBeNull()
  expect(tab.emitted.filter((event) => event.type === 'notice')).toEqual([
    { type: 'notice', kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' },
  ])
})

test('a validation without an answer keeps the cart and its storage, says so once, and asks again after 1 s', async () => {
  const { tab, validation, view, lines, stored, shared } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash })
  tab.actor.send({ type: 'APPLY_DISCOUNT_CODE', code: knownDiscountCode })
  const storedBefore = shared.cart()
  latestRequest(validation).cut()
  await settle()
  expect(lines()).toEqual([['WASH-PREMIUM', 1]])
  expect(view()).toMatchObject({ discountCode: knownDiscountCode, validated: false, unreachable: true })
  expect(shared.cart()).toBe(storedBefore)
  expect(tab.emitted.filter((event) => event.type === 'notice' && event.kind !== 'success')).toEqual([
    { type: 'notice', kind: 'info', messageKey: 'addToCartNotification.cartValidationUnanswered' },
  ])
  expect(tab.actor.getSnapshot().value).toBe('waitingToRetry')

  const asked = validation.requests.length
  tab.clock.increment(999)
  expect(validation.requests).toHaveLength(asked)
  tab.clock.increment(1)
  expect(validation.requests).toHaveLength(asked + 1)
  expect(latestRequest(validation).request).toEqual({
    items: [{ code: 'WASH-PREMIUM', quantity: 1, showUpsell: true }],
    discountCode: knownDiscountCode,
  })
  await answerLatest(validation)
  expect(view()).toMatchObject({ validated: true, unreachable: false })
  expect(view().totals.discount).toBe(500)
  expect(stored()?.discountCode).toBe(knownDiscountCode)
})

test('while the service stays out of reach, the waits double up to 15 s and the notice is not repeated', async () => {
  const { tab, validation, lines } = setUp()
  tab.actor.send({ type: 'ADD', product: basicWash, silent: true })
  const waits: number[] = []
  for (let attempt = 0; attempt < 7; attempt++) {
    latestRequest(validation).cut()
    await settle()
    const before = validation.requests.length
    let waited = 0
    while (validation.requests.length === before) {
      tab.clock.increment(500)
      waited += 500
      if (waited > 60_000) throw new Error('no new attempt within a minute')
    }
    waits.push(waited)
  }
  expect(waits).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000])
  expect(waits).toEqual([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs))
  expect(lines()).toEqual([['WASH-BASIC', 1]])
  expect(tab.emitted.filter((event) => event.type === 'notice')).toHaveLength(1)

  // An answer ends the streak: the next time the service is out of reach, the visitor is told again.
  await answerLatest(validation)
  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-BASIC', amount: 2 })
  latestRequest(validation).cut()
  await settle()
  expect(tab.emitted.filter((event) => event.type === 'notice')).toHaveLength(2)
  tab.clock.increment(1000)
  expect(latestRequest(validation).request.items).toEqual([
    { code: 'WASH-BASIC', quantity: 2, showUpsell: true },
  ])
})

test('back online, a waiting validation goes at once; RETRY_NOW asks nothing of a validated cart', async () => {
  const { tab, validation, view } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  latestRequest(validation).cut()
  await settle()
  tab.actor.send({ type: 'RETRY_NOW' })
  expect(validation.requests).toHaveLength(2)
  await answerLatest(validation)
  expect(view().validated).toBe(true)
  tab.actor.send({ type: 'RETRY_NOW' })
  expect(validation.requests).toHaveLength(2)
  // The timer of the wait that RETRY_NOW cut short does not fire later.
  tab.clock.increment(60_000)
  expect(validation.requests).toHaveLength(2)
})

test('a change while waiting is validated at once, and an emptied cart stops the retries', async () => {
  const { tab, validation, view } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  latestRequest(validation).cut()
  await settle()
  tab.actor.send({ type: 'ADD', product: basicWash, silent: true })
  expect(validation.requests).toHaveLength(2)
  expect(latestRequest(validation).request.items.map((item) => item.code)).toEqual([
    'WASH-PREMIUM',
    'WASH-BASIC',
  ])
  latestRequest(validation).cut()
  await settle()
  tab.actor.send({ type: 'RESET' })
  tab.clock.increment(60_000)
  expect(validation.requests).toHaveLength(2)
  expect(view()).toMatchObject({ items: [], validated: true, unreachable: false })
})

test('no answer to an older cart changes nothing: the request for the current one is still waited for', async () => {
  const { tab, validation, view } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  const first = latestRequest(validation)
  tab.actor.send({ type: 'ADD', product: basicWash, silent: true })
  first.cut()
  await settle()
  expect(tab.actor.getSnapshot().value).toBe('validating')
  expect(view().unreachable).toBe(false)
  expect(tab.emitted.filter((event) => event.type === 'notice')).toEqual([])
})

test('which failures are the service refusing the cart (spec §4) and which came without its answer', () => {
  const failure = (kind: HttpError['failure'], status?: number) =>
    new HttpError(kind, status, 'POST', cartValidatePath, 'failed')
  expect(cameWithoutAnswer(failure('network'))).toBe(true)
  expect(cameWithoutAnswer(failure('timeout'))).toBe(true)
  expect(cameWithoutAnswer(failure('aborted'))).toBe(true)
  for (const status of [408, 425, 429, 500, 502, 503, 504])
    expect(cameWithoutAnswer(failure('status', status))).toBe(true)
  for (const status of [400, 404, 413, 422]) expect(cameWithoutAnswer(failure('status', status))).toBe(false)
  expect(cameWithoutAnswer(failure('invalid-response'))).toBe(false)
  expect(cameWithoutAnswer(new Error('not from the HTTP client'))).toBe(false)
})

test('the real call: a dropped connection and a 503 keep the cart, a 422 is the service refusing it', async () => {
  const validate = (request: Parameters<typeof requestCartValidation>[0]) =>
    requestCartValidation(request, { locale: 'fi-FI', baseUrl: 'https://site.test' }).then(
      () => 'answered',
      (error: unknown) => (cameWithoutAnswer(error) ? 'unanswered' : 'refused'),
    )
  const request = { items: [{ quantity: 1, code: 'WASH-PREMIUM', showUpsell: true }] }
  mockServer.use(http.post(`https://site.test${cartValidatePath}`, () => HttpResponse.error()))
  expect(await validate(request)).toBe('unanswered')
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, () =>
      HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status: 503 }),
    ),
  )
  expect(await validate(request)).toBe('unanswered')
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, () =>
      HttpResponse.json({ error: { code: 'UNPROCESSABLE_ENTITY' } }, { status: 422 }),
    ),
  )
  expect(await validate(request)).toBe('refused')
})

test('a slow answer to an older cart never brings back a removed line, even when it comes last', async () => {
  const { tab, validation, lines, stored } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  const first = latestRequest(validation)
  tab.actor.send({ type: 'ADD', product: basicWash, silent: true })
  const second = latestRequest(validation)
  tab.actor.send({ type: 'REMOVE', code: 'WASH-PREMIUM' })
  const third = latestRequest(validation)
  expect(third.request.items.map((item) => item.code)).toEqual(['WASH-BASIC'])
  // The newer request cancelled the older ones.
  expect([first.signal.aborted, second.signal.aborted, third.signal.aborted]).toEqual([true, true, false])

  third.succeed()
  await settle()
  first.succeed()
  second.succeed()
  await settle()
  expect(lines()).toEqual([['WASH-BASIC', 1]])
  expect(stored()?.items.map((item) => item.code)).toEqual(['WASH-BASIC'])
})

test('an answer already on its way when the cart changed is not applied: it answers an older revision', async () => {
  const { tab, validation, lines } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  const request = latestRequest(validation)
  const revision = tab.actor.getSnapshot().context.revision
  tab.actor.send({ type: 'ADD', product: basicWash, silent: true })
  tab.actor.send({ type: 'REMOVE', code: 'WASH-PREMIUM' })
  // The answer to the first cart, delivered as if it had reached the machine's queue before the
  // cancellation: stopping the request cannot take it back, only its revision can.
  const machine: AnyActorRef = tab.actor
  machine.send({
    type: `xstate.done.actor.${cartValidationId}`,
    output: { revision, result: { kind: 'answered', response: answerFor(request.request) } },
  })
  await settle()
  expect(lines()).toEqual([['WASH-BASIC', 1]])
  machine.send({
    type: `xstate.done.actor.${cartValidationId}`,
    output: { revision, result: { kind: 'refused', error: 'late' } },
  })
  expect(lines()).toEqual([['WASH-BASIC', 1]])
})

test('a failure answering an older cart does not empty the current one', async () => {
  const { tab, validation, lines } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  const first = latestRequest(validation)
  tab.actor.send({ type: 'ADD', product: basicWash, silent: true })
  first.fail()
  await settle()
  expect(lines()).toEqual([
    ['WASH-PREMIUM', 1],
    ['WASH-BASIC', 1],
  ])
  expect(tab.emitted.some((event) => event.type === 'notice' && event.kind === 'error')).toBe(false)
})

test('removing a line recalculates the totals at once; reset empties the cart and the storage', () => {
  const { tab, view, shared } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'ADD', product: giftCard, silent: true })
  expect(view().totals.totalWithTax).toBe(1990 + 2000)
  expect(view().cartAmounts).toBe(2)
  tab.actor.send({ type: 'REMOVE', code: 'GIFT-CARD-SMALL' })
  expect(view().totals).toEqual({
    discount: 0,
    taxAmount: 1990 - 1586,
    totalWithTax: 1990,
    totalWithoutTax: 1586,
  })
  tab.actor.send({ type: 'RESET' })
  expect(view()).toMatchObject({ items: [], cartAmounts: 0, totals: { totalWithTax: 0, taxAmount: 0 } })
  expect(shared.cart()).toBeNull()
})

test('SET_AMOUNT takes 1 to 99 and ignores anything else', () => {
  const { tab, lines, validation } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  const requestsBefore = validation.requests.length
  for (const amount of [0, -1, 100, 1.5, Number.NaN, 1]) {
    tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-PREMIUM', amount })
  }
  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-BASIC', amount: 4 })
  expect(lines()).toEqual([['WASH-PREMIUM', 1]])
  expect(validation.requests).toHaveLength(requestsBefore)
  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-PREMIUM', amount: 99 })
  expect(lines()).toEqual([['WASH-PREMIUM', 99]])
})

test('at 99 of a product another add changes nothing and says why, unless silent', () => {
  const { tab, lines } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-PREMIUM', amount: 99 })
  tab.emitted.length = 0
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'ADD', product: premiumWash })
  expect(lines()).toEqual([['WASH-PREMIUM', 99]])
  expect(tab.emitted).toEqual([
    { type: 'notice', kind: 'info', messageKey: 'addToCartNotification.limitReached' },
  ])
})

test('adds, amount changes and removals are tracked with spec §3 analytics items (price without tax)', () => {
  const { tab } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash })
  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-PREMIUM', amount: 4 })
  tab.actor.send({ type: 'SET_AMOUNT', code: 'WASH-PREMIUM', amount: 3 })
  tab.actor.send({ type: 'REMOVE', code: 'WASH-PREMIUM' })
  // spec §9: 19,90 € ÷ 1.255 = 15,856… → 15,86 € (half up, ADR 027).
  const item = (quantity: number) => ({
    item_id: 'WASH-PREMIUM',
    item_name: 'Premium wash',
    quantity,
    price: 15.86,
  })
  expect(tab.emitted.filter((event) => event.type === 'analytics')).toEqual([
    { type: 'analytics', event: 'add_to_cart', currency: 'EUR', items: [item(1)] },
    { type: 'analytics', event: 'add_to_cart', currency: 'EUR', items: [item(3)] },
    { type: 'analytics', event: 'remove_from_cart', currency: 'EUR', items: [item(1)] },
    { type: 'analytics', event: 'remove_from_cart', currency: 'EUR', items: [item(3)] },
  ])
})

test('every change announces the save to this tab’s readers', () => {
  const { tab } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'REMOVE', code: 'WASH-PREMIUM' })
  expect(tab.emitted.filter((event) => event.type === 'stored')).toHaveLength(2)
})

test('a discount code is typed loosely, sent normalised, and kept once the service applies it', async () => {
  const { tab, validation, view, stored } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'APPLY_DISCOUNT_CODE', code: ` ${knownDiscountCode.toLowerCase()} ` })
  expect(latestRequest(validation).request.discountCode).toBe(knownDiscountCode)
  expect(stored()?.discountCode).toBe(knownDiscountCode)
  await answerLatest(validation)
  expect(view()).toMatchObject({ discountCode: knownDiscountCode, discountCodeRejection: null })
  expect(view().totals).toMatchObject({ discount: 500, totalWithTax: 1490 })

  tab.actor.send({ type: 'REMOVE_DISCOUNT_CODE' })
  expect(view().discountCode).toBeNull()
  expect(latestRequest(validation).request.discountCode).toBeUndefined()
})

test('a code the service rejects is a field error, not a failure: the lines stay, the code goes', async () => {
  const { tab, validation, view, stored } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'APPLY_DISCOUNT_CODE', code: 'NOSUCHCODE' })
  await answerLatest(validation)
  expect(view()).toMatchObject({
    discountCode: null,
    discountCodeRejection: { code: 'NOSUCHCODE', status: 'rejected', reason: 'unknown' },
  })
  expect(view().items).toHaveLength(1)
  expect(stored()?.discountCode).toBeNull()
  expect(tab.emitted.some((event) => event.type === 'notice')).toBe(false)
})

test('a code that cannot be one is refused at once, without asking the service or touching the cart', () => {
  const { tab, validation, view } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  const requestsBefore = validation.requests.length
  tab.actor.send({ type: 'APPLY_DISCOUNT_CODE', code: 'no spaces!' })
  expect(view().discountCodeRejection).toEqual({ code: 'no spaces!', status: 'rejected', reason: 'unknown' })
  expect(validation.requests).toHaveLength(requestsBefore)
})

test('a reload loads the stored cart and revalidates it', async () => {
  const { tab, validation, shared } = setUp()
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  tab.actor.send({ type: 'APPLY_DISCOUNT_CODE', code: knownDiscountCode })
  await answerLatest(validation)
  tab.stop()

  const reloaded = startCartTab(1, shared, validation)
  const context = reloaded.actor.getSnapshot().context
  expect(context.items.map((item) => [item.code, item.amount])).toEqual([['WASH-PREMIUM', 1]])
  expect(context.discountCode).toBe(knownDiscountCode)
  expect(latestRequest(validation).request).toEqual({
    items: [{ quantity: 1, code: 'WASH-PREMIUM', showUpsell: true }],
    discountCode: knownDiscountCode,
  })
})

test.each([
  ['not JSON', '{"version":1,'],
  ['another version', JSON.stringify({ version: storedCartVersion + 1, items: [] })],
  ['another shape', JSON.stringify([{ code: 'WASH-PREMIUM', amount: 1 }])],
  [
    'a line without a price',
    JSON.stringify({ version: storedCartVersion, items: [{ code: 'WASH-PREMIUM' }] }),
  ],
])('a stored cart that is %s is dropped without an error, and removed', (_, value) => {
  const shared = new SharedStorage()
  shared.writeFromOutside(value)
  const validation = new ControlledValidation()
  const tab = startCartTab(1, shared, validation)
  expect(tab.actor.getSnapshot().status).toBe('active')
  expect(tab.actor.getSnapshot().context.items).toEqual([])
  expect(shared.cart()).toBeNull()
  expect(validation.requests).toHaveLength(0)
})

test('a second tab takes the first tab’s changes and drops its own request for an older cart', async () => {
  const shared = new SharedStorage()
  const validation = new ControlledValidation()
  const first = startCartTab(1, shared, validation)
  const second = startCartTab(2, shared, validation)
  const linesOf = (tab: typeof first) =>
    tab.actor.getSnapshot().context.items.map((item) => [item.code, item.amount])

  second.actor.send({ type: 'ADD', product: basicWash, silent: true })
  const secondsRequest = latestRequest(validation)
  expect(linesOf(first)).toEqual([['WASH-BASIC', 1]])

  first.actor.send({ type: 'REMOVE', code: 'WASH-BASIC' })
  expect(linesOf(second)).toEqual([])
  secondsRequest.succeed()
  await settle()
  expect(linesOf(second)).toEqual([])
  expect(linesOf(first)).toEqual([])
  expect(shared.cart()).toBeNull()
  // Taking another tab's change is not this tab's add: no modal, no notice.
  expect(first.emitted.filter((event) => event.type === 'firstInCart' || event.type === 'notice')).toEqual([])
})

test('a tab that takes another tab’s change asks the service itself, so it shows the service’s totals', async () => {
  const shared = new SharedStorage()
  const validation = new ControlledValidation()
  const first = startCartTab(1, shared, validation)
  const second = startCartTab(2, shared, validation)
  const firstView = () => cartView(first.actor.getSnapshot().context)

  second.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  await settle()
  expect(firstView().items.map((item) => [item.code, item.amount])).toEqual([['WASH-PREMIUM', 1]])
  expect(firstView().validated).toBe(false)
  // Storage holds no totals: the first tab's own request, for the cart it took, gives them.
  const firstsRequests = validation.unsettled().filter((request) => request.tab === 1)
  expect(firstsRequests.map((request) => request.request.items)).toEqual([
    [{ code: 'WASH-PREMIUM', quantity: 1, showUpsell: true }],
  ])
  // Each answer is saved; a tab whose cart that changed (the suggestions it brought) asks once more, and
  // then the answers agree with what is stored: nobody asks again.
  for (let round = 0; round < 3 && validation.unsettled().length > 0; round += 1) {
    for (const request of validation.unsettled()) request.succeed()
    await settle()
  }
  expect(validation.unsettled()).toEqual([])
  expect(validation.requests.length).toBeLessThanOrEqual(4)
  expect(firstView()).toMatchObject({
    validated: true,
    totals: { totalWithTax: premiumWash.attributes.price },
  })
  expect(cartView(second.actor.getSnapshot().context).validated).toBe(true)
})

test('the logged-in customer’s e-mail validates the cart; without one, the checkout e-mail (spec §6)', () => {
  const { tab, validation } = setUp({ checkoutEmail: 'guest@example.com' })
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  expect(latestRequest(validation).request.customerEmail).toBe('guest@example.com')

  tab.actor.send({ type: 'CUSTOMER_EMAIL_CHANGED', email: 'member@example.com' })
  expect(latestRequest(validation).request.customerEmail).toBe('member@example.com')

  const requestsBefore = validation.requests.length
  // The checkout e-mail does not decide while someone is logged in: nothing to ask again.
  tab.actor.send({ type: 'CHECKOUT_EMAIL_CHANGED', email: 'other@example.com' })
  expect(validation.requests).toHaveLength(requestsBefore)

  tab.actor.send({ type: 'CUSTOMER_EMAIL_CHANGED', email: null })
  expect(latestRequest(validation).request.customerEmail).toBe('other@example.com')
})

test('an e-mail that is not an address yet (half typed) is left out of the request', () => {
  const { tab, validation } = setUp({ checkoutEmail: 'guest@exa' })
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  expect(latestRequest(validation).request).not.toHaveProperty('customerEmail')
})

test('the validation call posts spec §7 call 7 with the market’s locale header and parses the answer', async () => {
  const request = { items: [{ quantity: 2, code: 'WASH-PREMIUM', showUpsell: true }] }
  let received: { body: unknown; locale: string | null } | undefined
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, async ({ request: sent }) => {
      received = { body: await sent.json(), locale: sent.headers.get('aurora-locale') }
      return HttpResponse.json(answerFor(request))
    }),
  )
  const answer = await requestCartValidation(request, { locale: 'sv-SE', baseUrl: 'https://site.test' })
  expect(received).toEqual({ body: request, locale: 'sv-SE' })
  expect(answer).toEqual(answerFor(request))
})

test('an answer outside the contract is a failed validation', async () => {
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, () => HttpResponse.json({ items: 'none' })),
  )
  await expect(
    requestCartValidation({ items: [] }, { locale: 'fi-FI', baseUrl: 'https://site.test' }),
  ).rejects.toMatchObject({ failure: 'invalid-response' })
})

test('REVALIDATE asks the service again for the cart as it is, and an empty cart asks nothing', async () => {
  const { tab, validation, view } = setUp()
  tab.actor.send({ type: 'REVALIDATE' })
  expect(validation.requests).toHaveLength(0)
  tab.actor.send({ type: 'ADD', product: premiumWash, silent: true })
  await answerLatest(validation)
  expect(validation.requests).toHaveLength(1)
  tab.actor.send({ type: 'REVALIDATE' })
  expect(view().validated).toBe(false)
  expect(validation.requests).toHaveLength(2)
  expect(latestRequest(validation).request.items).toEqual([
    { code: 'WASH-PREMIUM', quantity: 1, showUpsell: true },
  ])
  await answerLatest(validation)
  expect(view().validated).toBe(true)
})
