import type { Locale } from '#schemas/locale.ts'
import type { Messages } from './messages.ts'

/** Values a text's `{{placeholders}}` are filled from; a numeric `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, string | number>>

/** Looks a dotted key up and fills its placeholders; a key without a text answers itself. */
export type TextLookup = (key: string, values?: TranslationValues) => string

/** i18next's default interpolation pattern: `{{name}}`, the name trimmed. */
const placeholder = /\{\{(.+?)\}\}/g

/** The dotted key of every text in a catalogue, with its text. */
function flatten(messages: Messages, into: Map<string, string>, prefix = ''): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') into.set(path, value)
    else flatten(value, into, path)
  }
  return into
}

/**
 * The translator the pages render with, on the server and in the browser (ADR 031): exactly what the
 * catalogues and the `t` call sites use of i18next, answering what i18next answers for them with the
 * options of `i18nFor` (i18n/i18n.ts), which `translator.parity.test.ts` checks key by key.
 *
 * - A dotted key names a nested text; a missing key answers the key itself.
 * - `{{name}}` is replaced by `values[name]` as a string, never escaped (React escapes); a placeholder
 *   without a value stays as written. Inserted values are not read again.
 * - A numeric `count` picks `key_zero` (for 0 only), then `key_<plural category>` of the locale's
 *   `Intl.PluralRules` (`_one`, `_other`, …), then `key`.
 *
 * What the catalogues must not use, because only i18next reads it (messages.test.ts refuses it): nesting
 * (`$t(…)`), formats (`{{value, number}}`), unescaped markers (`{{- name}}`), context suffixes, and
 * dots inside a key's own name.
 */
export function createTranslator(locale: Locale, messages: Messages): TextLookup {
  const texts = flatten(messages, new Map())
  let plurals: Intl.PluralRules | undefined
  const textFor = (key: string, count: unknown): string | undefined => {
    if (typeof count !== 'number') return texts.get(key)
    plurals ??= new Intl.PluralRules(locale)
    return (
      (count === 0 ? texts.get(`${key}_zero`) : undefined) ??
      texts.get(`${key}_${plurals.select(count)}`) ??
      texts.get(key)
    )
  }
  return (key, values) => {
    const text = textFor(key, values?.count) ?? key
    if (values === undefined) return text
    return text.replace(placeholder, (written, name: string) => {
      const trimmed = name.trim()
      return Object.hasOwn(values, trimmed) ? String(values[trimmed]) : written
    })
  }
}
