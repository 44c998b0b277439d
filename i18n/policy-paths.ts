import type { Locale } from '#schemas/locale.ts'

/*
 * The content pages the consent texts link to, apart from spec §2.2's table (localized-paths.ts), which
 * holds exactly the spec's keys. Site paths without the locale prefix (link them with `useHref()`); the
 * pages themselves are content (content/{locale}/pages/).
 */
const policyPaths = {
  cookiePolicy: {
    'fi-FI': '/yksityisille/tietosuoja/evasteet',
    'en-EU': '/private/privacy-policy/cookies',
    'sv-SE': '/privat/integritetspolicy/cookies',
    'no-NO': '/privat/personvern/informasjonskapsler',
  },
  privacyPolicy: {
    'fi-FI': '/yksityisille/tietosuoja',
    'en-EU': '/private/privacy-policy',
    'sv-SE': '/privat/integritetspolicy',
    'no-NO': '/privat/personvern',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type PolicyPathKey = keyof typeof policyPaths

export function policyPath(key: PolicyPathKey, locale: Locale): string {
  return policyPaths[key][locale]
}
