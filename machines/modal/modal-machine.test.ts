import { expect, test } from 'vitest'
import { createActor } from 'xstate'
import { modalMachine } from './modal-machine.ts'

function started() {
  return createActor(modalMachine).start()
}

test('starts closed with nothing stored', () => {
  const actor = started()
  expect(actor.getSnapshot().value).toBe('closed')
  expect(actor.getSnapshot().context).toEqual({ name: null, closeOnBackdropClick: true, callerPayload: null })
})

test('SET_NAME_AND_OPEN opens the named modal and stores the payload', () => {
  const actor = started()
  actor.send({ type: 'SET_NAME_AND_OPEN', name: 'card', callerPayload: { id: 'c1' } })
  expect(actor.getSnapshot().value).toBe('open')
  expect(actor.getSnapshot().context).toEqual({
    name: 'card',
    closeOnBackdropClick: true,
    callerPayload: { id: 'c1' },
  })
})

test('UNSET closes and clears the payload', () => {
  const actor = started()
  actor.send({ type: 'SET_NAME_AND_OPEN', name: 'firstInCart', callerPayload: 42 })
  actor.send({ type: 'UNSET' })
  expect(actor.getSnapshot().value).toBe('closed')
  expect(actor.getSnapshot().context).toEqual({ name: null, closeOnBackdropClick: true, callerPayload: null })
})

test('a backdrop click closes by default but not when the modal forbids it', () => {
  const actor = started()
  actor.send({ type: 'SET_NAME_AND_OPEN', name: 'card' })
  actor.send({ type: 'BACKDROP_CLICK' })
  expect(actor.getSnapshot().value).toBe('closed')
  actor.send({ type: 'SET_NAME_AND_OPEN', name: 'payment', closeOnBackdropClick: false })
  actor.send({ type: 'BACKDROP_CLICK' })
  expect(actor.getSnapshot().value).toBe('open')
  expect(actor.getSnapshot().context.name).toBe('payment')
})

test('opening another modal replaces the current one and its payload', () => {
  const actor = started()
  actor.send({ type: 'SET_NAME_AND_OPEN', name: 'card', callerPayload: 'a', closeOnBackdropClick: false })
  actor.send({ type: 'SET_NAME_AND_OPEN', name: 'firstInCart' })
  expect(actor.getSnapshot().context).toEqual({
    name: 'firstInCart',
    closeOnBackdropClick: true,
    callerPayload: null,
  })
})

test('UNSET and BACKDROP_CLICK while closed change nothing', () => {
  const actor = started()
  actor.send({ type: 'UNSET' })
  actor.send({ type: 'BACKDROP_CLICK' })
  expect(actor.getSnapshot().value).toBe('closed')
})
