import type { FormField } from '#schemas/form.ts'
import { isEmailAddress } from './checkout-customer.ts'

/**
 * spec §5: the form message catalogue's keys. Spelled out here because domain/ sits beneath i18n/
 * (DESIGN §3); components/forms/validation-message.ts holds the same keys to the catalogue's type.
 */
export type FormRuleMessageKey =
  | 'validation.required'
  | 'validation.empty'
  | 'validation.email'
  | 'validation.phone'
  | 'validation.internationalPhone'
  | 'validation.number'
  | 'validation.minLength'
  | 'validation.maxLength'
  | 'validation.minValue'
  | 'validation.maxValue'
  | 'validation.matches'
  | 'validation.equals'
  | 'validation.maxDecimals'
  | 'validation.forbiddenSymbols'
  | 'validation.checkedAmount'
  | 'validation.roundTo'

/** A field's value as the form holds it: typed text, the chosen options of a group, a ticked consent. */
export type FormValue = string | readonly string[] | boolean

export type FormValues = Readonly<Record<string, FormValue>>

/** Each failing field by name, with the spec §5 message that tells the visitor what to fix. */
export type FormErrors = Record<string, FormRuleMessageKey>

/** What an untouched form holds. */
export function initialFormValues(fields: readonly FormField[]): Record<string, FormValue> {
  const values: Record<string, FormValue> = {}
  for (const field of fields) {
    values[field.name] = field.type === 'checkboxGroup' ? [] : field.type === 'consent' ? false : ''
  }
  return values
}

/** Spaces and dashes (any Unicode hyphen or dash) and brackets are only for reading a phone number. */
function compactPhoneNumber(text: string): string {
  return text.replace(/[\s\u2010-\u2015()-]/g, '')
}

/** A phone number as people type one: 6 to 15 digits, optionally international (+ or 00). */
export function isPhoneNumber(text: string): boolean {
  return /^(\+|00)?[0-9]{6,15}$/.test(compactPhoneNumber(text))
}

/** An international number (E.164): + and the country code, 7 to 15 digits in all, no trunk 0 after +. */
export function isInternationalPhoneNumber(text: string): boolean {
  return /^\+[1-9][0-9]{6,14}$/.test(compactPhoneNumber(text))
}

/**
 * A typed number: digits with an optional sign and one decimal separator, a point or the Nordic comma;
 * spaces group thousands ("1 250,50"). Null when it is not a number (spec §5 'No letters allowed').
 */
export function parseFormNumber(text: string): { value: number; decimals: number } | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  const match = /^([+-]?)([0-9]+)(?:[.,]([0-9]+))?$/.exec(compact)
  if (match === null) return null
  const [, sign = '', whole = '', fraction = ''] = match
  const value = Number(`${sign}${whole}.${fraction === '' ? '0' : fraction}`)
  return Number.isFinite(value) ? { value, decimals: fraction.length } : null
}

/**
 * spec §5 round to n: the value is a whole multiple of the step. Compared in the step's own decimals, so
 * 0.3 is a multiple of 0.1 although 0.3 / 0.1 is not exactly 3 in binary.
 */
export function isMultipleOf(value: number, step: number): boolean {
  const quotient = value / step
  return Math.abs(quotient - Math.round(quotient)) < 1e-9 * Math.max(1, Math.abs(quotient))
}

/**
 * Characters as the visitor sees them (grapheme clusters), not UTF-16 units: an emoji or a letter with its
 * accent counts once.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

function characterCount(text: string): number {
  return Array.from(graphemes.segment(text)).length
}

function containsAnyOf(text: string, symbols: string): boolean {
  for (const symbol of symbols) if (text.includes(symbol)) return true
  return false
}

function isChoiceList(value: FormValue | undefined): value is readonly string[] {
  return typeof value === 'object'
}

function textValue(value: FormValue | undefined): string {
  return typeof value === 'string' ? value : ''
}

type TextField = Extract<FormField, { type: 'text' | 'email' | 'phone' | 'internationalPhone' | 'textarea' }>

function isTextField(field: FormField): field is TextField {
  return (
    field.type === 'text' ||
    field.type === 'email' ||
    field.type === 'phone' ||
    field.type === 'internationalPhone' ||
    field.type === 'textarea'
  )
}

function textError(field: TextField, text: string, values: FormValues): FormRuleMessageKey | null {
  if (field.type === 'email' && !isEmailAddress(text)) return 'validation.email'
  if (field.type === 'phone' && !isPhoneNumber(text)) return 'validation.phone'
  if (field.type === 'internationalPhone' && !isInternationalPhoneNumber(text))
    return 'validation.internationalPhone'
  if (field.forbiddenSymbols !== undefined && containsAnyOf(text, field.forbiddenSymbols))
    return 'validation.forbiddenSymbols'
  if (field.minLength !== undefined && characterCount(text) < field.minLength) return 'validation.minLength'
  if (field.maxLength !== undefined && characterCount(text) > field.maxLength) return 'validation.maxLength'
  if (field.equals !== undefined && text !== field.equals) return 'validation.equals'
  if (field.matches !== undefined && text !== textValue(values[field.matches]).trim())
    return 'validation.matches'
  return null
}

function numberError(
  field: Extract<FormField, { type: 'number' }>,
  text: string,
  values: FormValues,
): FormRuleMessageKey | null {
  const number = parseFormNumber(text)
  if (number === null) return 'validation.number'
  if (field.maxDecimals !== undefined && number.decimals > field.maxDecimals) return 'validation.maxDecimals'
  if (field.minValue !== undefined && number.value < field.minValue) return 'validation.minValue'
  if (field.maxValue !== undefined && number.value > field.maxValue) return 'validation.maxValue'
  if (field.roundTo !== undefined && !isMultipleOf(number.value, field.roundTo)) return 'validation.roundTo'
  if (field.equals !== undefined && number.value !== parseFormNumber(field.equals)?.value)
    return 'validation.equals'
  if (field.matches !== undefined && text !== textValue(values[field.matches]).trim())
    return 'validation.matches'
  return null
}

/**
 * spec §5, one field: what is wrong with its value, or null. A required field left empty is 'This field is
 * required', one holding only spaces 'Fill in the field'; an optional empty field breaks no rule; then the
 * field's type (e-mail, phone, number) and the bounds the CMS gave it, in that order, the first broken
 * rule winning. Text is judged without its surrounding spaces.
 */
export function fieldError(
  field: FormField,
  value: FormValue | undefined,
  values: FormValues,
): FormRuleMessageKey | null {
  switch (field.type) {
    case 'consent':
      return field.required && value !== true ? 'validation.required' : null
    case 'checkboxGroup': {
      const chosen = isChoiceList(value) ? value : []
      if (chosen.length === 0) return field.required ? 'validation.required' : null
      if (chosen.some((choice) => !field.options.some((option) => option.value === choice)))
        return 'validation.equals'
      if (new Set(chosen).size !== chosen.length) return 'validation.equals'
      if (field.checkedAmount !== undefined && chosen.length !== field.checkedAmount)
        return 'validation.checkedAmount'
      return null
    }
    default: {
      const raw = textValue(value)
      const text = raw.trim()
      if (text === '') {
        if (!field.required) return null
        return raw === '' ? 'validation.required' : 'validation.empty'
      }
      switch (field.type) {
        case 'number':
          return numberError(field, text, values)
        case 'select':
        case 'radio':
          if (!field.options.some((option) => option.value === text)) return 'validation.equals'
          return field.equals !== undefined && text !== field.equals ? 'validation.equals' : null
        default:
          return textError(field, text, values)
      }
    }
  }
}

/** spec §5 for a whole form: every failing field, named. An empty answer means the form may be sent. */
export function formErrors(fields: readonly FormField[], values: FormValues): FormErrors {
  const errors: FormErrors = {}
  for (const field of fields) {
    const error = fieldError(field, values[field.name], values)
    if (error !== null) errors[field.name] = error
  }
  return errors
}

/**
 * The `{{n}}` of the messages that carry a bound ('Field must contain at least {n} characters'): the
 * field's own bounds from the CMS, so the message always names the bound that was broken.
 */
export function messageValuesOf(field: FormField): Partial<Record<FormRuleMessageKey, { n: number }>> {
  const values: Partial<Record<FormRuleMessageKey, { n: number }>> = {}
  const put = (key: FormRuleMessageKey, n: number | undefined) => {
    if (n !== undefined) values[key] = { n }
  }
  if (isTextField(field)) {
    put('validation.minLength', field.minLength)
    put('validation.maxLength', field.maxLength)
  }
  if (field.type === 'number') {
    put('validation.minValue', field.minValue)
    put('validation.maxValue', field.maxValue)
    put('validation.maxDecimals', field.maxDecimals)
    put('validation.roundTo', field.roundTo)
  }
  if (field.type === 'checkboxGroup') put('validation.checkedAmount', field.checkedAmount)
  return values
}

/** A stored value: text without surrounding spaces, a number as a number, choices and consent as they are. */
export type StoredFormValue = string | number | boolean | readonly string[]

/**
 * The values to store once they pass the rules: text trimmed, numbers read (the Nordic comma becomes a
 * number, not a string to parse later), an optional empty field left out.
 */
export function storedFormValues(
  fields: readonly FormField[],
  values: FormValues,
): Record<string, StoredFormValue> {
  const stored: Record<string, StoredFormValue> = {}
  for (const field of fields) {
    const value = values[field.name]
    if (typeof value === 'boolean' || isChoiceList(value)) {
      stored[field.name] = value
      continue
    }
    const text = textValue(value).trim()
    if (text === '') continue
    const number = field.type === 'number' ? parseFormNumber(text) : null
    stored[field.name] = number === null ? text : number.value
  }
  return stored
}
