import type { MessageKey } from '#i18n/message-key.ts'

/**
 * spec §5: the form message catalogue. A validator's issue carries one of these keys as its message, and
 * the field shows the text in the page's language; anything else (a library's own English) is not shown
 * as it is, but as the catalogue's 'Field has an invalid value'.
 */
const validationMessageKeys = [
  'validation.required',
  'validation.empty',
  'validation.email',
  'validation.phone',
  'validation.internationalPhone',
  'validation.number',
  'validation.minLength',
  'validation.maxLength',
  'validation.minValue',
  'validation.maxValue',
  'validation.matches',
  'validation.equals',
  'validation.maxDecimals',
  'validation.forbiddenSymbols',
  'validation.checkedAmount',
  'validation.roundTo',
] as const satisfies readonly MessageKey[]

export type ValidationMessageKey = (typeof validationMessageKeys)[number]

export function validationMessageKey(message: unknown): ValidationMessageKey {
  return validationMessageKeys.find((key) => key === message) ?? 'validation.equals'
}

/** The first message among a field's errors: a string, or a Standard Schema issue `{ message }`. */
export function firstErrorMessage(errors: readonly unknown[]): ValidationMessageKey | null {
  for (const error of errors) {
    if (typeof error === 'string') return validationMessageKey(error)
    if (typeof error === 'object' && error !== null && 'message' in error)
      return validationMessageKey(error.message)
  }
  return null
}
