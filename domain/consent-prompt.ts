import { consentCookieName } from '#schemas/stored-consent.ts'

/**
 * Issue 17: the server writes the first visit's consent question into every page, the same HTML for
 * every visitor so that a shared cache may keep it (components/consent/consent-prompt.ts). A visitor who
 * has chosen must not see it flash: this script, inline in the head, runs before the body is parsed and
 * marks the document when the consent cookie holds anything; the stylesheet hides the question then.
 * Whether the choice is still valid (its policy version, its 12 months) is judged later by the consent
 * runtime, which asks again with the real dialog when it is not.
 *
 * The Content-Security-Policy admits exactly this script by its hash (server/middleware/security-headers).
 */
export const consentKnownClass = 'consent-known'

export const consentKnownScript = `/(?:^|;\\s*)${consentCookieName}=[^;]/.test(document.cookie)&&document.documentElement.classList.add('${consentKnownClass}')`
