// @vitest-environment happy-dom
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { runEarlyPressListener } from '#tests/fixtures/early-press.ts'
import { earlyPressAttribute, takeEarlyPress, takeLatestEarlyPress } from './early-press.ts'

afterEach(() => {
  document.body.replaceChildren()
})

/** Buttons as the server writes them, before any code of theirs runs. */
function serverButtons(...names: string[]): HTMLButtonElement[] {
  return names.map((name) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.setAttribute(earlyPressAttribute, '')
    button.append(document.createElement('span'))
    button.lastElementChild?.append(name)
    document.body.append(button)
    return button
  })
}

test('of several answers pressed before their code ran, the one pressed last is taken, once', () => {
  onTestFinished(runEarlyPressListener())
  const [reject, accept, save] = serverButtons('Reject all', 'Accept all', 'Save selection')
  accept!.click()
  // On the button's text: a press on the button.
  reject!.querySelector('span')!.click()
  expect(takeLatestEarlyPress([reject!, accept!, save!])).toBe(reject)
  // Taken: the presses are forgotten, and from now on the buttons' clicks are their code's own.
  expect(takeLatestEarlyPress([reject!, accept!, save!])).toBeNull()
  accept!.click()
  expect(takeEarlyPress(accept!)).toBe(false)
})

test('the order of the presses decides, not the order of the buttons', () => {
  onTestFinished(runEarlyPressListener())
  const [reject, accept] = serverButtons('Reject all', 'Accept all')
  reject!.click()
  accept!.click()
  reject!.click()
  accept!.click()
  expect(takeLatestEarlyPress([reject!, accept!])).toBe(accept)
})

test('no press, an unmarked button, or a page without the listener: nothing is taken', () => {
  const [before] = serverButtons('Accept all')
  before!.click()
  // No listener ran on this page yet.
  expect(takeEarlyPress(before!)).toBe(false)

  onTestFinished(runEarlyPressListener())
  const [marked] = serverButtons('Reject all')
  const unmarked = document.createElement('button')
  document.body.append(unmarked)
  unmarked.click()
  expect(takeLatestEarlyPress([marked!, unmarked])).toBeNull()
})

test('a marked send button pressed before its code ran does not send its form as a plain form; once taken it does', () => {
  onTestFinished(runEarlyPressListener())
  const form = document.createElement('form')
  const send = document.createElement('button')
  send.type = 'submit'
  send.setAttribute(earlyPressAttribute, '')
  form.append(send)
  document.body.append(form)
  const early = new MouseEvent('click', { bubbles: true, cancelable: true })
  send.dispatchEvent(early)
  expect(early.defaultPrevented).toBe(true)

  expect(takeEarlyPress(send)).toBe(true)
  const later = new MouseEvent('click', { bubbles: true, cancelable: true })
  send.dispatchEvent(later)
  expect(later.defaultPrevented).toBe(false)
})

test('a marked plain button’s press is noted but not held back', () => {
  onTestFinished(runEarlyPressListener())
  const [button] = serverButtons('Add to cart')
  const press = new MouseEvent('click', { bubbles: true, cancelable: true })
  button!.dispatchEvent(press)
  expect(press.defaultPrevented).toBe(false)
  expect(takeEarlyPress(button!)).toBe(true)
})
