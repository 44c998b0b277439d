/**
 * The cookie a visitor's consent choice is kept in (the cookie policy's table names it;
 * schemas/stored-consent.ts is its value). A module of its own: every page's start bundle asks whether
 * it is there (components/consent/deferred-consent-host.tsx), and the rest of domain/consent.ts loads
 * later, with the consent host.
 */
export const consentCookieName = 'cookie_consent'
