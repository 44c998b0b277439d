import { expect, test } from 'vitest'
import { readStoredUserinfo } from '#schemas/userinfo.ts'
import {
  emptyCart,
  paidOrder,
  payableCart,
  settle,
  startCheckout,
  storedUserinfo,
  unvalidatedCart,
  validCustomer,
} from './checkout-machine.fixtures.ts'
import { OrderPriceChangedError } from './checkout-machine.ts'

type Checkout = ReturnType<typeof startCheckout>

/** Types the customer details and goes on to the payment method. */
function reachPaymentMethod(checkout: Checkout) {
  checkout.actor.send({ type: 'NEXT' })
  checkout.actor.send({ type: 'UPDATE_CUSTOMER', customerData: validCustomer })
  checkout.actor.send({ type: 'NEXT' })
}

async function reachAwaitingPayment(checkout: Checkout) {
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'card', card: 'test-card' })
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  checkout.calls.latestInitialize().succeed({ orderId: 'order-1', redirectUrl: '/pay/order-1' })
  await settle()
}

function stored(checkout: Checkout) {
  return readStoredUserinfo(checkout.storage.userinfo)
}

test('a new checkout starts at step 1 with empty customer data, the FIN|358 prefix and nothing chosen', () => {
  const checkout = startCheckout()
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  expect(checkout.context()).toMatchObject({
    step: 1,
    busy: false,
    sendSms: false,
    orderId: null,
    paymentMethodType: null,
    bank: null,
    card: null,
    customerData: { email: '', telephonePrefix: 'FIN|358', telephoneNumber: '', marketing: [] },
  })
  expect(stored(checkout)?.step).toBe(1)
})

test('a checkout keeps its id through a reload, and one stored without an id takes the new one', () => {
  const first = startCheckout({ newCheckoutId: 'checkout-a' })
  expect(stored(first)?.checkoutId).toBe('checkout-a')
  const reloaded = startCheckout({ storedUserinfo: first.storage.userinfo, newCheckoutId: 'checkout-b' })
  expect(reloaded.context().checkoutId).toBe('checkout-a')
  const older = JSON.parse(storedUserinfo({ step: 2 }))
  delete older.checkoutId
  expect(startCheckout({ storedUserinfo: JSON.stringify(older) }).context().checkoutId).toBe('checkout-new')
})

test('an empty cart cannot leave step 1', () => {
  const checkout = startCheckout({ cart: emptyCart })
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
})

test('a cart the service has not validated cannot leave step 1', () => {
  const checkout = startCheckout({ cart: unvalidatedCart })
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
})

test('a cart that becomes empty on the way sends the checkout back to step 1 and cannot reach payment', () => {
  const checkout = startCheckout()
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'bank', bank: 'nordea' })
  checkout.actor.send({ type: 'CART_CHANGED', cart: emptyCart })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  expect(checkout.context().step).toBe(1)
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  expect(checkout.calls.initializeCalls).toHaveLength(0)
})

test('invalid customer details stay on step 2 with a spec §5 message per field', () => {
  const checkout = startCheckout()
  checkout.actor.send({ type: 'NEXT' })
  checkout.actor.send({
    type: 'UPDATE_CUSTOMER',
    customerData: { email: 'aino@example', emailConfirmation: 'other@example.fi', telephoneNumber: '12' },
  })
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.state()).toEqual({ editing: 'customerDetails' })
  expect(checkout.context().customerErrors).toEqual({
    email: 'validation.email',
    emailConfirmation: 'validation.matches',
    firstname: 'validation.required',
    lastname: 'validation.required',
    telephoneNumber: 'validation.phone',
  })
})

test('errors already shown follow the typing, and valid details go on to step 3', () => {
  const checkout = startCheckout()
  checkout.actor.send({ type: 'NEXT' })
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.context().customerErrors.firstname).toBe('validation.required')
  checkout.actor.send({ type: 'UPDATE_CUSTOMER', customerData: validCustomer })
  expect(checkout.context().customerErrors).toEqual({})
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.state()).toEqual({ editing: 'paymentMethod' })
  expect(checkout.context().step).toBe(3)
})

test('back and forward between the steps keep what was typed and chosen', () => {
  const checkout = startCheckout()
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'bank', bank: 'nordea' })
  checkout.actor.send({ type: 'BACK' })
  checkout.actor.send({ type: 'BACK' })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  checkout.actor.send({ type: 'NEXT' })
  checkout.actor.send({ type: 'NEXT' })
  expect(checkout.state()).toEqual({ editing: 'paymentMethod' })
  expect(checkout.context()).toMatchObject({
    customerData: validCustomer,
    paymentMethodType: 'bank',
    bank: 'nordea',
  })
})

test.each([
  ['+358 40 123 4567', 'FIN|358', '401234567'],
  ['+47 912 34 567', 'NO|47', '91234567'],
  ['+46 70-123 45 67', 'SE|46', '701234567'],
] as const)('a pasted %s is split into prefix %s and number %s', (pasted, prefix, number) => {
  const checkout = startCheckout()
  checkout.actor.send({ type: 'UPDATE_CUSTOMER', customerData: { telephoneNumber: pasted } })
  expect(checkout.context().customerData).toMatchObject({ telephonePrefix: prefix, telephoneNumber: number })
})

test('a number with another country code is kept as typed, with the prefix unchanged', () => {
  const checkout = startCheckout()
  checkout.actor.send({ type: 'UPDATE_CUSTOMER', customerData: { telephoneNumber: '+44 20 7946 0000' } })
  expect(checkout.context().customerData).toMatchObject({
    telephonePrefix: 'FIN|358',
    telephoneNumber: '+44 20 7946 0000',
  })
})

test('every change of step or data is saved to userinfo', () => {
  const checkout = startCheckout()
  const writesAtStart = checkout.storage.writes
  checkout.actor.send({ type: 'NEXT' })
  expect(stored(checkout)?.step).toBe(2)
  checkout.actor.send({ type: 'UPDATE_CUSTOMER', customerData: { firstname: 'Aino' } })
  expect(stored(checkout)?.customerData.firstname).toBe('Aino')
  checkout.actor.send({ type: 'SET_SEND_SMS', sendSms: true })
  expect(stored(checkout)?.sendSms).toBe(true)
  checkout.actor.send({ type: 'UPDATE_CUSTOMER', customerData: validCustomer })
  checkout.actor.send({ type: 'NEXT' })
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'card', card: 'saved-card-1' })
  expect(stored(checkout)).toMatchObject({ step: 3, paymentMethodType: 'card', card: 'saved-card-1' })
  expect(checkout.storage.writes).toBe(writesAtStart + 6)
})

test.each([
  [1, { editing: 'cartReview' }],
  [2, { editing: 'customerDetails' }],
  [3, { editing: 'paymentMethod' }],
] as const)('a reload on step %i resumes there with what was typed', (step, state) => {
  const checkout = startCheckout({ storedUserinfo: storedUserinfo({ step, sendSms: true }) })
  expect(checkout.state()).toEqual(state)
  expect(checkout.context()).toMatchObject({ step, customerData: validCustomer, sendSms: true })
})

test('a checkout stored while processing resumes at the payment method with its order kept', () => {
  const checkout = startCheckout({
    storedUserinfo: storedUserinfo({ step: 4, paymentMethodType: 'card', card: 'c-1', orderId: 'order-7' }),
  })
  expect(checkout.state()).toEqual({ editing: 'paymentMethod' })
  expect(checkout.context()).toMatchObject({ step: 3, orderId: 'order-7' })
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  expect(checkout.calls.latestInitialize().input.orderId).toBe('order-7')
})

test('a provider return after a reload completes the stored order without initialising another', async () => {
  const checkout = startCheckout({
    storedUserinfo: storedUserinfo({ step: 4, paymentMethodType: 'card', card: 'c-1', orderId: 'order-7' }),
  })
  checkout.actor.send({ type: 'PAYMENT_RETURNED', result: 'approved', signedReturn: 'signed' })
  expect(checkout.state()).toBe('completing')
  expect(checkout.calls.latestComplete().input).toEqual({ orderId: 'order-7', signedReturn: 'signed' })
  checkout.calls.latestComplete().succeed(paidOrder('order-7'))
  await settle()
  expect(checkout.state()).toBe('completed')
  expect(checkout.calls.initializeCalls).toHaveLength(0)
})

test('a stored step the cart or the details no longer allow resumes at the last step they allow', () => {
  const withEmptyCart = startCheckout({ storedUserinfo: storedUserinfo({ step: 3 }), cart: emptyCart })
  expect(withEmptyCart.state()).toEqual({ editing: 'cartReview' })
  const withBadDetails = startCheckout({
    storedUserinfo: storedUserinfo({ step: 3, customerData: { ...validCustomer, email: 'nope' } }),
  })
  expect(withBadDetails.state()).toEqual({ editing: 'customerDetails' })
})

test('a corrupted userinfo is dropped: the checkout starts afresh and overwrites it', () => {
  const checkout = startCheckout({ storedUserinfo: '{"version":1,"step":"two"' })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  expect(stored(checkout)).toMatchObject({ step: 1, customerData: { email: '' } })
})

test('RESUME adopts a userinfo saved elsewhere and goes to its step', () => {
  const checkout = startCheckout()
  checkout.actor.send({ type: 'RESUME', storedUserinfo: storedUserinfo({ step: 2, sendSms: true }) })
  expect(checkout.state()).toEqual({ editing: 'customerDetails' })
  expect(checkout.context()).toMatchObject({ customerData: validCustomer, sendSms: true })
})

test('payment cannot be submitted before a payment method is chosen', () => {
  const checkout = startCheckout()
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  expect(checkout.state()).toEqual({ editing: 'paymentMethod' })
  expect(checkout.calls.initializeCalls).toHaveLength(0)
})

test('choosing another method keeps the other one, and the chosen type decides what is paid with', () => {
  const checkout = startCheckout()
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'bank', bank: 'nordea' })
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'card', card: 'test-card' })
  expect(checkout.context()).toMatchObject({ paymentMethodType: 'card', bank: 'nordea', card: 'test-card' })
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  expect(checkout.calls.latestInitialize().input.payment).toEqual({
    paymentMethodType: 'card',
    card: 'test-card',
  })
})

test('processing initialises the order with the cart, customer and method, busy while it runs', async () => {
  const checkout = startCheckout()
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'SET_SEND_SMS', sendSms: true })
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'bank', bank: 'nordea' })
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  expect(checkout.state()).toEqual({ processing: 'initializing' })
  expect(checkout.context()).toMatchObject({ busy: true, step: 4 })
  expect(checkout.calls.latestInitialize().input).toEqual({
    items: payableCart.items,
    discountCode: null,
    customerData: validCustomer,
    sendSms: true,
    payment: { paymentMethodType: 'bank', bank: 'nordea' },
    orderId: null,
    checkoutId: 'checkout-new',
  })
  checkout.calls.latestInitialize().succeed({ orderId: 'order-1', redirectUrl: '/pay/order-1' })
  await settle()
  expect(checkout.state()).toEqual({ processing: 'awaitingPayment' })
  expect(checkout.context()).toMatchObject({ busy: false, orderId: 'order-1' })
  expect(stored(checkout)).toMatchObject({ step: 4, orderId: 'order-1' })
  expect(checkout.emitted).toContainEqual({
    type: 'handOver',
    orderId: 'order-1',
    redirectUrl: '/pay/order-1',
  })
})

test('an approved payment completes the order, then clears userinfo and the cart and says so', async () => {
  const checkout = startCheckout()
  await reachAwaitingPayment(checkout)
  checkout.actor.send({ type: 'PAYMENT_RETURNED', result: 'approved', signedReturn: 'signed-return' })
  expect(checkout.state()).toBe('completing')
  expect(checkout.context().busy).toBe(true)
  expect(checkout.calls.latestComplete().input).toEqual({ orderId: 'order-1', signedReturn: 'signed-return' })
  checkout.calls.latestComplete().succeed(paidOrder('order-1'))
  await settle()
  expect(checkout.state()).toBe('completed')
  expect(checkout.actor.getSnapshot().status).toBe('done')
  expect(checkout.context()).toMatchObject({ busy: false, completedOrder: { orderId: 'order-1' } })
  expect(checkout.storage).toMatchObject({ userinfo: null, cleared: 1 })
  expect(checkout.emitted).toContainEqual({ type: 'clearCart' })
  expect(checkout.emitted).toContainEqual({ type: 'orderCompleted', order: paidOrder('order-1') })
})

test.each(['declined', 'cancelled'] as const)(
  'a %s payment fails with the spec §8 notice, and RETRY returns to step 3 with everything kept',
  async (result) => {
    const checkout = startCheckout()
    await reachAwaitingPayment(checkout)
    checkout.actor.send({ type: 'PAYMENT_RETURNED', result, signedReturn: 'signed' })
    expect(checkout.state()).toBe('failed')
    expect(checkout.emitted).toContainEqual({ type: 'notice', kind: 'error', messageKey: 'payment.failed' })
    expect(stored(checkout)).toMatchObject({ step: 3, orderId: 'order-1', card: 'test-card' })
    checkout.actor.send({ type: 'RETRY' })
    expect(checkout.state()).toEqual({ editing: 'paymentMethod' })
    expect(checkout.context()).toMatchObject({
      customerData: validCustomer,
      paymentMethodType: 'card',
      card: 'test-card',
      orderId: 'order-1',
      busy: false,
    })
    expect(checkout.calls.completeCalls).toHaveLength(0)
  },
)

test('a failed initialisation or completion is a failed payment, never a stuck busy checkout', async () => {
  const initializing = startCheckout()
  reachPaymentMethod(initializing)
  initializing.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'card', card: 'c' })
  initializing.actor.send({ type: 'SUBMIT_PAYMENT' })
  initializing.calls.latestInitialize().fail(new Error('503'))
  await settle()
  expect(initializing.state()).toBe('failed')
  expect(initializing.context().busy).toBe(false)

  const completing = startCheckout()
  await reachAwaitingPayment(completing)
  completing.actor.send({ type: 'PAYMENT_RETURNED', result: 'approved', signedReturn: 's' })
  completing.calls.latestComplete().fail(new Error('timeout'))
  await settle()
  expect(completing.state()).toBe('failed')
  expect(completing.context()).toMatchObject({ busy: false, orderId: 'order-1', paymentReturn: null })
  expect(completing.storage.userinfo).not.toBeNull()
})

test('prices changed on the server: back to the cart with the details kept, the visitor told, the cart validated again', async () => {
  const checkout = startCheckout()
  reachPaymentMethod(checkout)
  checkout.actor.send({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'card', card: 'new' })
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  checkout.calls.latestInitialize().fail(new OrderPriceChangedError())
  await settle()
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  expect(checkout.context()).toMatchObject({ busy: false, step: 1, customerData: validCustomer, card: 'new' })
  expect(checkout.emitted).toContainEqual({
    type: 'notice',
    kind: 'error',
    messageKey: 'checkout.priceChanged',
  })
  expect(checkout.emitted).toContainEqual({ type: 'revalidateCart' })
  expect(checkout.emitted).not.toContainEqual(expect.objectContaining({ messageKey: 'payment.failed' }))
  expect(stored(checkout)?.step).toBe(1)
})

test('events a step does not take change nothing: no payment from step 1, no retry outside failure', () => {
  const checkout = startCheckout()
  checkout.actor.send({ type: 'SUBMIT_PAYMENT' })
  checkout.actor.send({ type: 'RETRY' })
  checkout.actor.send({ type: 'PAYMENT_RETURNED', result: 'approved', signedReturn: 's' })
  expect(checkout.state()).toEqual({ editing: 'cartReview' })
  expect(checkout.calls.initializeCalls).toHaveLength(0)
  expect(checkout.calls.completeCalls).toHaveLength(0)
})
