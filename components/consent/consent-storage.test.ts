import { expect, test } from 'vitest'
import { consentLifetimeMs, consentPolicyVersion } from '#domain/consent.ts'
import { consentCookieName } from '#schemas/stored-consent.ts'
import { consentCookie, cookieValue, expiredConsentCookie, readStoredConsent } from './consent-storage.ts'

const now = Date.UTC(2026, 10, 26, 12)
const choice = { preferences: true, statistics: false, marketing: true }

/** The `name=value` part of a `document.cookie` assignment, as the browser would send it back. */
function asSent(assignment: string): string {
  return assignment.split(';')[0] ?? ''
}

function stored(fields: unknown): string {
  return `${consentCookieName}=${encodeURIComponent(JSON.stringify(fields))}`
}

test('a saved choice reads back with the current policy version', () => {
  const cookies = `locale=en-EU; ${asSent(consentCookie(choice, now, false))}`
  expect(readStoredConsent(cookies, now)).toEqual({
    kind: 'valid',
    consent: { version: consentPolicyVersion, decidedAt: now, ...choice },
  })
})

test('the cookie is kept for 12 months, for the whole site, and Secure over https', () => {
  const assignment = consentCookie(choice, now, true)
  expect(assignment).toContain(`Max-Age=${365 * 24 * 60 * 60}`)
  expect(assignment).toContain('Path=/')
  expect(assignment).toContain('SameSite=Lax')
  expect(assignment).toContain('Secure')
  expect(consentCookie(choice, now, false)).not.toContain('Secure')
})

test('no cookie means no choice yet', () => {
  expect(readStoredConsent('locale=fi-FI', now)).toEqual({ kind: 'none' })
  expect(readStoredConsent('', now)).toEqual({ kind: 'none' })
})

test.each([
  ['not JSON', `${consentCookieName}=%7Bbroken`],
  ['not URI-encoded', `${consentCookieName}=%E0%A4%A`],
  ['another shape', stored({ version: consentPolicyVersion, decidedAt: now, statistics: 'yes' })],
  ['a missing category', stored({ version: consentPolicyVersion, decidedAt: now, preferences: true })],
  ['an array', stored([true, true, true])],
])('a value that is %s is dropped', (_, cookies) => {
  expect(readStoredConsent(cookies, now)).toEqual({ kind: 'invalid' })
})

test('a choice made for another policy version is asked again', () => {
  const cookies = stored({ version: consentPolicyVersion + 1, decidedAt: now, ...choice })
  expect(readStoredConsent(cookies, now)).toEqual({ kind: 'outdated' })
  const older = stored({ version: consentPolicyVersion, decidedAt: now, ...choice }).replace(
    encodeURIComponent(`"version":${consentPolicyVersion}`),
    encodeURIComponent(`"version":${consentPolicyVersion + 5}`),
  )
  expect(readStoredConsent(older, now)).toEqual({ kind: 'outdated' })
})

test('a choice older than 12 months, or dated in the future, is asked again', () => {
  const cookies = stored({ version: consentPolicyVersion, decidedAt: now, ...choice })
  expect(readStoredConsent(cookies, now + consentLifetimeMs).kind).toBe('valid')
  expect(readStoredConsent(cookies, now + consentLifetimeMs + 1)).toEqual({ kind: 'outdated' })
  expect(readStoredConsent(cookies, now - 1)).toEqual({ kind: 'outdated' })
})

test('the removal expires the cookie at once', () => {
  expect(expiredConsentCookie()).toBe(`${consentCookieName}=; Max-Age=0; Path=/; SameSite=Lax`)
})

test('cookieValue finds one cookie among others by its exact name', () => {
  expect(cookieValue('a=1; cookie_consent_old=2; cookie_consent=3', consentCookieName)).toBe('3')
  expect(cookieValue('a=1', consentCookieName)).toBeNull()
})
