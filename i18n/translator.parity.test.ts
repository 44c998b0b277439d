import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, expect, test, vi } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import type { MessageOverrides, Messages } from './messages.ts'
import { messageAt, messageKeys, placeholdersOf } from './messages.ts'

/*
 * ADR 031: the pages translate with translator.ts, not i18next, and must show exactly what i18next
 * showed. Every key of every locale's catalogue (bundled, with the editor overrides of content/i18n/
 * merged in as the site does) goes through both, `i18nFor(locale).t` and the translator that
 * components/translation.tsx's `translatorFor` builds from the same `messagesFor(locale)`, with the
 * options the call sites pass: none, counts, every placeholder filled, one left out.
 */

async function freshModules() {
  vi.resetModules()
  return {
    ...(await import('./catalogues.ts')),
    ...(await import('./i18n.ts')),
    ...(await import('./translator.ts')),
  }
}

let modules: Awaited<ReturnType<typeof freshModules>>
beforeEach(async () => {
  modules = await freshModules()
})

/** The option sets each key is asked with: the counts of the brief's plural check and real values. */
function optionSets(text: string): Record<string, string | number>[] {
  const names = placeholdersOf(text)
  const filled = Object.fromEntries(names.map((name, index) => [name, ` value ${index} of ${name} `]))
  const numbers = Object.fromEntries(names.map((name, index) => [name, index * 7 + 0.5]))
  const sets: Record<string, string | number>[] = [
    {},
    filled,
    numbers,
    ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ ...filled, count })),
    // A value that looks like a placeholder is inserted as it is, not read again.
    Object.fromEntries(names.map((name) => [name, `{{${name}}}`])),
  ]
  // One placeholder without a value: i18next leaves it as written.
  if (names.length > 0) sets.push(Object.fromEntries(names.slice(1).map((name) => [name, 'x'])))
  return sets
}

function compareAll(
  locale: Locale,
  keys: readonly string[],
  textOf: (key: string) => string,
): { key: string; options: Record<string, string | number>; i18next: string; translator: string }[] {
  const i18next = modules.i18nFor(locale)
  const translate = modules.createTranslator(locale, modules.messagesFor(locale))
  return keys.flatMap((key) =>
    [undefined, ...optionSets(textOf(key))].flatMap((options) => {
      const expected = options === undefined ? i18next.t(key) : i18next.t(key, options)
      const actual = translate(key, options)
      return expected === actual
        ? []
        : [{ key, options: options ?? {}, i18next: expected, translator: actual }]
    }),
  )
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || isMessages(entry))
  )
}

/** An override file of content/i18n/ (DESIGN §1), none when the locale has no such file. */
function overrideFile(...path: string[]): Messages {
  const file = resolve(import.meta.dirname, '../content/i18n', ...path)
  if (!existsSync(file)) return {}
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!isMessages(parsed)) throw new Error(`${file} is not a message catalogue`)
  return parsed
}

function contentOverrides(locale: Locale): MessageOverrides {
  return { dsc: overrideFile('dsc', `${locale}.json`), locale: overrideFile(`${locale}.json`) }
}

test('the editor overrides of content/i18n/ are there to compare (otherwise the test below proves less)', () => {
  const overridden = locales.filter((locale) => {
    const { dsc, locale: own } = contentOverrides(locale)
    return messageKeys(dsc).length + messageKeys(own).length > 0
  })
  expect(overridden.length).toBeGreaterThan(0)
})

test.each(locales)(
  '%s: every key answers the same through i18next and the translator, with overrides',
  (locale) => {
    modules.setMessageOverrides(locale, contentOverrides(locale))
    const messages = modules.messagesFor(locale)
    const keys = messageKeys(messages)
    expect(keys.length).toBeGreaterThan(300)
    expect(compareAll(locale, keys, (key) => messageAt(messages, key) ?? '')).toEqual([])
  },
)

/** The override file format with what the bundled catalogues do not use yet: plural forms, spacing. */
function pluralOverrides(): MessageOverrides {
  const forms = ['zero', 'one', 'two', 'few', 'many', 'other']
  const items: Messages = Object.fromEntries(forms.map((form) => [`items_${form}`, `{{count}} ${form}`]))
  const some: Messages = { some_one: 'one of {{ name }}', some_other: '{{count}} of {{name}}' }
  return {
    dsc: { parity: { ...items, bare: 'no forms: {{count}}' } },
    locale: { parity: { ...some, spaced: '{{ name }} and {{name}} and {{  name  }}', empty: '' } },
  }
}

test.each(locales)('%s: plural forms, spaced placeholders and missing keys answer the same', (locale) => {
  modules.setMessageOverrides(locale, pluralOverrides())
  const keys = [
    ...['items', 'some', 'bare', 'spaced', 'empty', 'items_one', 'nothing'].map((key) => `parity.${key}`),
    'no.such.key',
  ]
  const textOf = (key: string) =>
    key === 'parity.some' ? '{{name}}' : key === 'parity.spaced' ? '{{name}}' : ''
  expect(compareAll(locale, keys, textOf)).toEqual([])
  // The comparison did go through the plural forms.
  const translate = modules.createTranslator(locale, modules.messagesFor(locale))
  expect(translate('parity.items', { count: 1 })).toBe('1 one')
  expect(translate('parity.items', { count: 0 })).toBe('0 zero')
  expect(translate('parity.items', { count: 5 })).toBe('5 other')
})
