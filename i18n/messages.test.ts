import { expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { preloadedMessages } from './bundled-messages.ts'
import { fallbackLocale } from './catalogues.ts'
import { mergeMessages, messageAt, messageKeys, placeholdersOf, type Messages } from './messages.ts'

function catalogue(locale: (typeof locales)[number]): Messages {
  const messages = preloadedMessages[locale]
  if (messages === undefined) throw new Error(`${locale} is not bundled`)
  return messages
}

const reference = catalogue(fallbackLocale)
const referenceKeys = messageKeys(reference).sort()

test('the bundle holds a catalogue for every locale', () => {
  expect(Object.keys(preloadedMessages).sort()).toEqual([...locales].sort())
})

test.each(locales)('%s has every message key, and no extra ones', (locale) => {
  const keys = messageKeys(catalogue(locale))
  // Named key by key, so a failure says which texts to add or remove rather than diffing two long lists.
  expect({
    missing: referenceKeys.filter((key) => !keys.includes(key)),
    extra: keys.filter((key) => !referenceKeys.includes(key)),
  }).toEqual({ missing: [], extra: [] })
})

test.each(locales)('%s uses the same placeholders as English in every message', (locale) => {
  const messages = catalogue(locale)
  const mismatches = referenceKeys.flatMap((key) => {
    const expected = placeholdersOf(messageAt(reference, key) ?? '')
    const actual = placeholdersOf(messageAt(messages, key) ?? '')
    return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ key, expected, actual }]
  })
  expect(mismatches).toEqual([])
})

test.each(locales)('%s has no empty message and only texts at the leaves', (locale) => {
  for (const key of messageKeys(catalogue(locale))) {
    expect({ key, text: messageAt(catalogue(locale), key)?.trim() }).toEqual({
      key,
      text: expect.stringMatching(/.+/),
    })
  }
})

test.each(locales)('%s writes placeholders the way i18next reads them: {{name}}, never {name}', (locale) => {
  const single = messageKeys(catalogue(locale)).filter((key) =>
    /(^|[^{])\{\w+\}(?!\})/.test(messageAt(catalogue(locale), key) ?? ''),
  )
  expect(single).toEqual([])
})

test('the spec §5 form messages and §8 error messages read as the spec writes them in English', () => {
  const expected: Record<string, string> = {
    'validation.required': 'This field is required',
    'validation.empty': 'Fill in the field',
    'validation.email': 'Fill in the email address',
    'validation.phone': 'Fill in the phone number',
    'validation.internationalPhone': 'Fill in the phone number including the country code',
    'validation.number': 'No letters allowed',
    'validation.minLength': 'Field must contain at least {{n}} characters',
    'validation.maxLength': 'The maximum character limit {{n}} has been exceeded',
    'validation.minValue': 'Minimal value must be {{n}}',
    'validation.maxValue': 'Maximum value must be {{n}}',
    'validation.matches': 'Fields do not match',
    'validation.equals': 'Field has an invalid value',
    'validation.maxDecimals': 'The maximum number of decimal places is {{n}}',
    'validation.forbiddenSymbols': 'Field contains forbidden symbols',
    'validation.checkedAmount': 'Choose {{n}} options',
    'messages.something-went-wrong': 'Something went wrong',
    'addToCartNotification.cartValidationFailed': 'Cart update failed',
    'form.submitFailed': 'Could not submit form, try again later',
    'openingHours.open24h': 'Open 24h',
    'openingHours.missing': '-',
  }
  for (const [key, text] of Object.entries(expected)) {
    expect({ key, text: messageAt(reference, key) }).toEqual({ key, text })
  }
  expect(placeholdersOf(messageAt(reference, 'validation.roundTo') ?? '')).toEqual(['n'])
  expect(messageAt(reference, 'payment.failed')).toMatch(
    /^Payment failed, please try again or contact customer service .*\{\{phone\}\}/,
  )
})

test('mergeMessages layers catalogues key by key, the later layer winning at every depth', () => {
  const fallback: Messages = {
    a: { x: 'fallback x', y: 'fallback y' },
    b: 'fallback b',
    only: 'fallback only',
  }
  const bundled: Messages = { a: { x: 'locale x' }, b: 'locale b' }
  const dsc: Messages = { a: { y: 'dsc y' }, b: 'dsc b' }
  const own: Messages = { b: 'own b', extra: { z: 'own z' } }
  expect(mergeMessages(fallback, bundled, dsc, own)).toEqual({
    a: { x: 'locale x', y: 'dsc y' },
    b: 'own b',
    only: 'fallback only',
    extra: { z: 'own z' },
  })
  // Nothing is modified in place.
  expect(fallback).toEqual({
    a: { x: 'fallback x', y: 'fallback y' },
    b: 'fallback b',
    only: 'fallback only',
  })
})

test('a text may replace a namespace and a namespace a text; the later layer decides', () => {
  expect(mergeMessages({ a: { x: '1' } }, { a: 'text' })).toEqual({ a: 'text' })
  expect(mergeMessages({ a: 'text' }, { a: { x: '1' } })).toEqual({ a: { x: '1' } })
})

test('placeholdersOf lists each placeholder once, sorted, spaces allowed inside the braces', () => {
  expect(placeholdersOf('Showing {{amount}} out of {{ total }} items, {{amount}} shown')).toEqual([
    'amount',
    'total',
  ])
  expect(placeholdersOf('No placeholder, {single} braces do not count')).toEqual([])
})

test.each(locales)(
  '%s uses only what the pages’ translator reads (ADR 031): no nesting, formats, unescape markers or nested tags',
  (locale) => {
    const messages = catalogue(locale)
    const unsupported = messageKeys(messages).flatMap((key) => {
      const text = messageAt(messages, key) ?? ''
      const placeholders = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1] ?? '')
      const problems = [
        ...(text.includes('$t(') ? ['nesting $t(…)'] : []),
        ...placeholders.filter((name) => !/^\s*\w+\s*$/.test(name)).map((name) => `placeholder {{${name}}}`),
        // `Trans` (components/trans.tsx) reads named tags with plain text inside, not nested ones.
        ...(text.replace(/<(\w+)>[^<]*<\/\1>|<\w+\s*\/>/g, '').includes('<')
          ? ['a nested or unclosed tag']
          : []),
      ]
      return problems.map((problem) => `${key}: ${problem}`)
    })
    expect(unsupported).toEqual([])
  },
)
