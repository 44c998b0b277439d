import { z } from 'zod'

/** The four markets (spec §1). The order is the order the language switcher shows them in. */
export const locales = ['fi-FI', 'en-EU', 'sv-SE', 'no-NO'] as const

export const localeSchema = z.enum(locales)

export type Locale = z.infer<typeof localeSchema>

/** spec §9: the default locale is fi-FI. */
export const defaultLocale: Locale = 'fi-FI'

export function isLocale(value: string): value is Locale {
  return localeSchema.safeParse(value).success
}
