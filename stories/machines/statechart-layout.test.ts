import { expect, test } from 'vitest'
import { createActor } from 'xstate'
import { machineSetups } from './machine-setups.ts'
import { layoutStatechart } from './statechart-layout.ts'
import { acceptedEventTypes } from './statechart-viewer.tsx'

test('the checkout chart draws every state of the definition, nested in its parent, and its transitions', async () => {
  const layout = await layoutStatechart(machineSetups.checkout.machine)
  const ids = layout.states.map((state) => state.id)
  expect(ids).toEqual(
    expect.arrayContaining([
      'checkout',
      'checkout.editing',
      'checkout.editing.cartReview',
      'checkout.editing.customerDetails',
      'checkout.editing.paymentMethod',
      'checkout.processing.initializing',
      'checkout.processing.awaitingPayment',
      'checkout.completing',
      'checkout.completed',
      'checkout.failed',
    ]),
  )
  const box = (id: string) => {
    const state = layout.states.find((candidate) => candidate.id === id)
    if (state === undefined) throw new Error(`${id} is not drawn`)
    return state
  }
  // A compound state contains its children.
  const editing = box('checkout.editing')
  const payment = box('checkout.editing.paymentMethod')
  expect(payment.x).toBeGreaterThanOrEqual(editing.x)
  expect(payment.y).toBeGreaterThanOrEqual(editing.y)
  expect(payment.x + payment.width).toBeLessThanOrEqual(editing.x + editing.width)
  expect(payment.y + payment.height).toBeLessThanOrEqual(editing.y + editing.height)
  expect(box('checkout.completed').label).toBe('completed (final)')
  // Events that only run actions are written in their state, not drawn as arrows.
  expect(box('checkout.editing.paymentMethod').internalEvents).toContain('CHOOSE_PAYMENT_METHOD')
  const labels = layout.transitions.map((transition) => transition.label)
  expect(labels).toEqual(
    expect.arrayContaining(['RETRY', 'SUBMIT_PAYMENT [readyToPay]', 'initializeOrder done']),
  )
  for (const transition of layout.transitions) expect(transition.points.length).toBeGreaterThanOrEqual(2)
})

test('the events offered are those of the active states, without the actors’ own answers', () => {
  const actor = createActor(machineSetups.checkout.machine, { input: machineSetups.checkout.input }).start()
  expect(acceptedEventTypes(actor.getSnapshot()).sort()).toEqual(
    ['CART_CHANGED', 'NEXT', 'RESUME', 'SET_SEND_SMS', 'UPDATE_CUSTOMER'].sort(),
  )
  actor.send({ type: 'NEXT' })
  expect(acceptedEventTypes(actor.getSnapshot())).toContain('BACK')
  actor.stop()

  const modal = createActor(machineSetups.modal.machine).start()
  expect(acceptedEventTypes(modal.getSnapshot())).toEqual(['SET_NAME_AND_OPEN'])
  modal.send({ type: 'SET_NAME_AND_OPEN', name: 'firstInCart' })
  expect(acceptedEventTypes(modal.getSnapshot()).sort()).toEqual([
    'BACKDROP_CLICK',
    'SET_NAME_AND_OPEN',
    'UNSET',
  ])
  modal.stop()
})
