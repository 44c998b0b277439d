/** The four markets (spec §1). The order is the order the language switcher shows them in. */
export const locales = ['fi-FI', 'en-EU', 'sv-SE', 'no-NO'] as const

export type Locale = (typeof locales)[number]

/** spec §9: the default locale is fi-FI. */
export const defaultLocale: Locale = 'fi-FI'

// Plain code rather than a Zod enum: the browser imports this module, and it must not bring Zod along.
const knownLocales: ReadonlySet<string> = new Set(locales)

export function isLocale(value: string): value is Locale {
  return knownLocales.has(value)
}
