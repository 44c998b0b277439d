/** What is left of a phone number once its spacing is removed: an optional leading + and digits. */
const dialablePattern = /^\+?[0-9]{3,15}$/

/**
 * The `tel:` address of a phone number as people write it ("+358 20 123 4567", "020-123 4567"):
 * spaces and dashes (any Unicode hyphen or dash, as pasted from documents) are only for reading, so
 * they are dropped, and a leading + is kept because it makes the number international (spec §2.4:
 * contact blocks link their numbers). Anything else left over (letters, brackets, a + in the middle,
 * fewer than 3 or more than 15 digits, the E.164 maximum) means the text is not a number a phone can
 * dial, and the answer is null.
 */
export function telHref(number: string): string | null {
  const compact = number.replace(/[\s\u2010-\u2015-]/g, '')
  return dialablePattern.test(compact) ? `tel:${compact}` : null
}
