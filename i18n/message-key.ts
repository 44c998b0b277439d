import type english from './messages/en-EU.json'

/** The dotted paths to the texts of a catalogue type: `{ a: { b: string }, c: string }` → `'a.b' | 'c'`. */
type TextPaths<Catalogue> = {
  [Key in keyof Catalogue & string]: Catalogue[Key] extends string
    ? Key
    : `${Key}.${TextPaths<Catalogue[Key]>}`
}[keyof Catalogue & string]

/**
 * The key of a text in the en-EU catalogue, e.g. `'errorPage.title.notFound'`. Derived from the JSON by
 * the compiler, so a key that is not there, misspelled or removed, is a type error wherever a text is
 * looked up (`useT()`). en-EU is the reference: it is the fallback every locale is merged over, and
 * messages.test.ts holds the other three to the same keys.
 */
export type MessageKey = TextPaths<typeof english>

/**
 * Names a set of keys built elsewhere (a template literal over a union) and refuses to compile when one
 * of them is not a text of the catalogue.
 */
export type CheckedMessageKey<Key extends MessageKey> = Key
