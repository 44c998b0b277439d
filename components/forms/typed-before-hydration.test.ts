// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { valuesTypedBeforeHydration } from './typed-before-hydration.ts'

afterEach(() => {
  document.body.replaceChildren()
})

function serverForm(markup: string): HTMLFormElement {
  const form = document.createElement('form')
  form.innerHTML = markup
  document.body.append(form)
  return form
}

const markup = `
  <input name="name" value="">
  <textarea name="message"></textarea>
  <select name="topic"><option value="">Choose</option><option value="charging">Charging</option></select>
  <input type="radio" name="contact" value="phone"><input type="radio" name="contact" value="email">
  <input type="checkbox" name="services" value="wash"><input type="checkbox" name="services" value="lunch">
  <input type="checkbox" name="privacy">
  <input name="extra_notes" value="">`

const empty = { name: '', message: '', topic: '', contact: '', services: [], privacy: false }

test('what the visitor typed, chose and ticked in the server’s fields, by the shape of each value', () => {
  const form = serverForm(markup)
  const field = (selector: string) => {
    const found = form.querySelector(selector)
    if (!(found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement))
      throw new Error(selector)
    return found
  }
  field('[name="name"]').value = 'Aino'
  field('[name="message"]').value = 'Typed early.'
  const topic = form.querySelector('select')
  if (topic === null) throw new Error('no select')
  topic.value = 'charging'
  const email = field('[name="contact"][value="email"]')
  if (email instanceof HTMLInputElement) email.checked = true
  for (const selector of ['[name="services"][value="lunch"]', '[name="privacy"]']) {
    const box = field(selector)
    if (box instanceof HTMLInputElement) box.checked = true
  }
  // The honeypot is no value of the form's: it is not read.
  field('[name="extra_notes"]').value = 'robot'
  expect(Object.fromEntries(valuesTypedBeforeHydration(form, empty))).toEqual({
    name: 'Aino',
    message: 'Typed early.',
    topic: 'charging',
    contact: 'email',
    services: ['lunch'],
    privacy: true,
  })
})

test('untouched fields, or fields the form already holds as they are, give nothing', () => {
  expect(valuesTypedBeforeHydration(serverForm(markup), empty).size).toBe(0)
  document.body.replaceChildren()
  const form = serverForm(
    '<input name="name" value="Aino"><input type="checkbox" name="services" value="wash" checked>',
  )
  expect(valuesTypedBeforeHydration(form, { name: 'Aino', services: ['wash'], missing: '' }).size).toBe(0)
  // A box unticked before hydration, where the form held it ticked, is given back unticked.
  expect(
    Object.fromEntries(valuesTypedBeforeHydration(form, { name: 'Aino', services: ['wash', 'lunch'] })),
  ).toEqual({
    services: ['wash'],
  })
})
