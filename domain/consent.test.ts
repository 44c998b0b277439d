import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { acceptAll, choiceForAnswer, consentAnswers, rejectAll, type ConsentChoice } from './consent.ts'
import { consentKnownClass, consentKnownScript } from './consent-prompt.ts'

const choice = fc.record({ preferences: fc.boolean(), statistics: fc.boolean(), marketing: fc.boolean() })

test.each([
  ['reject', rejectAll],
  ['accept', acceptAll],
] as const)('the answer %s makes its choice whatever boxes were ticked', (answer, expected) => {
  fc.assert(
    fc.property(choice, (ticked) => {
      expect(choiceForAnswer(answer, ticked)).toEqual(expected)
    }),
  )
})

test('saving the selection keeps exactly the boxes ticked', () => {
  fc.assert(
    fc.property(choice, (ticked) => {
      expect(choiceForAnswer('selection', ticked)).toEqual(ticked)
    }),
  )
  expect(consentAnswers).toEqual(['reject', 'selection', 'accept'])
})

/** Runs the head's script against a document with these cookies; the classes it added. */
function classesAfterScript(cookies: string): string[] {
  const added: string[] = []
  const document = {
    cookie: cookies,
    documentElement: { classList: { add: (name: string) => added.push(name) } },
  }
  // The script as the browser runs it, with this document in place of the page's.
  runInNewContext(consentKnownScript, { document })
  return added
}

test.each<[string, boolean]>([
  ['', false],
  ['session=abc', false],
  ['cookie_consent=%7B%22version%22%3A1%7D', true],
  ['locale=fi-FI; cookie_consent=x; other=1', true],
  ['locale=fi-FI;cookie_consent=x', true],
  // An emptied cookie (a removal the browser has not applied yet) is no choice.
  ['cookie_consent=', false],
  ['cookie_consent=; locale=fi-FI', false],
  // Another cookie whose name ends in ours is not ours.
  ['my_cookie_consent=x', false],
  ['cookie_consent_old=x', false],
])('the head script marks a known choice for cookies %j: %s', (cookies, known) => {
  expect(classesAfterScript(cookies)).toEqual(known ? [consentKnownClass] : [])
})

test('the stored choice the runtime writes is one the head script recognises', () => {
  const written: ConsentChoice = { preferences: true, statistics: false, marketing: false }
  const value = encodeURIComponent(JSON.stringify({ version: 1, decidedAt: 0, ...written }))
  expect(classesAfterScript(`a=1; cookie_consent=${value}`)).toEqual([consentKnownClass])
})
