import type { Locale } from '#schemas/locale.ts'

/**
 * The Intl locale each market formats dates in. en-EU is not an Intl locale: en-IE gives the European
 * day-month-year order (never the US month-first one); Norwegian content is bokmål (nb-NO).
 */
export const intlLocales: Readonly<Record<Locale, string>> = {
  'fi-FI': 'fi-FI',
  'en-EU': 'en-IE',
  'sv-SE': 'sv-SE',
  'no-NO': 'nb-NO',
}

/**
 * Each market's own time zone. Formatting in a fixed zone (not the machine's) makes the server and the
 * browser print the same day, so hydration never disagrees about a date near midnight. en-EU has no
 * country of its own; it takes the home market's zone (spec §9: the default locale is fi-FI).
 */
export const marketTimeZones: Readonly<Record<Locale, string>> = {
  'fi-FI': 'Europe/Helsinki',
  'en-EU': 'Europe/Helsinki',
  'sv-SE': 'Europe/Stockholm',
  'no-NO': 'Europe/Oslo',
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: Locale, dateStyle: 'long' | 'medium'): Intl.DateTimeFormat {
  const key = `${locale}|${dateStyle}`
  const existing = formatters.get(key)
  if (existing !== undefined) return existing
  const formatter = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle,
    timeZone: marketTimeZones[locale],
  })
  formatters.set(key, formatter)
  return formatter
}

/**
 * A calendar date for display in the page's locale, e.g. "12 March 2025" (en-EU) or
 * "12. maaliskuuta 2025" (fi-FI). Accepts an ISO date-time (with offset) or a Date; returns null for
 * anything that is not a valid date, so a bad value is left out instead of printing "Invalid Date".
 */
export function formatDate(
  value: string | Date,
  locale: Locale,
  dateStyle: 'long' | 'medium' = 'long',
): string | null {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return null
  return formatterFor(locale, dateStyle).format(date)
}
