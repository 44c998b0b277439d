import { consentLifetimeMs, consentPolicyVersion, type ConsentChoice } from '#domain/consent.ts'
import { consentCookieName, storedConsentSchema, type StoredConsent } from '#schemas/stored-consent.ts'

/**
 * Reading and writing the visitor's choice in the cookie `cookie_consent` (schemas/stored-consent.ts).
 * Loaded with the consent runtime, never in a page's start bundle, since it parses with zod/mini (ADR 018).
 */

/** The raw value of one cookie in a `document.cookie` string; null when absent. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return null
}

export type StoredConsentRead =
  | { kind: 'none' }
  /** Not readable (not JSON, another shape): dropped. */
  | { kind: 'invalid' }
  /** Made for another policy version or more than 12 months ago: asked again. */
  | { kind: 'outdated' }
  | { kind: 'valid'; consent: StoredConsent }

/** What the cookie holds, judged against the current policy version and the 12-month lifetime. */
export function readStoredConsent(cookies: string, now: number): StoredConsentRead {
  const raw = cookieValue(cookies, consentCookieName)
  // An emptied cookie (a removal the browser has not applied yet) is no choice either.
  if (raw === null || raw === '') return { kind: 'none' }
  let json: unknown
  try {
    json = JSON.parse(decodeURIComponent(raw))
  } catch {
    return { kind: 'invalid' }
  }
  const parsed = storedConsentSchema.safeParse(json)
  if (!parsed.success) return { kind: 'invalid' }
  const consent = parsed.data
  // A decision from the future (a wrong clock) is as untrustworthy as an expired one.
  const age = now - consent.decidedAt
  if (consent.version !== consentPolicyVersion || age < 0 || age > consentLifetimeMs) {
    return { kind: 'outdated' }
  }
  return { kind: 'valid', consent }
}

/** The `document.cookie` assignment that stores a choice for 12 months. */
export function consentCookie(choice: ConsentChoice, now: number, secure: boolean): string {
  const stored: StoredConsent = {
    version: consentPolicyVersion,
    decidedAt: now,
    preferences: choice.preferences,
    statistics: choice.statistics,
    marketing: choice.marketing,
  }
  const maxAge = Math.floor(consentLifetimeMs / 1000)
  const value = encodeURIComponent(JSON.stringify(stored))
  return `${consentCookieName}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The `document.cookie` assignment that removes the cookie (an unreadable or outdated value). */
export function expiredConsentCookie(): string {
  return `${consentCookieName}=; Max-Age=0; Path=/; SameSite=Lax`
}
