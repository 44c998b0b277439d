import { z } from 'zod/mini'

/**
 * The visitor's cookie choice as this browser keeps it: the cookie `cookie_consent` (the cookie policy's
 * table names it), kept 12 months (issue 16). Parsed in the browser, hence zod/mini (ADR 018). A value
 * this schema refuses (not JSON, another shape) is dropped and the dialog asks again, never an error.
 */

export const consentCookieName = 'cookie_consent'

export const storedConsentSchema = z.object({
  /** The policy version the choice answers (domain/consent.ts); another version asks again. */
  version: z.number().check(z.int(), z.positive()),
  /** When the choice was made (ms since the epoch): 12 months later it is asked again. */
  decidedAt: z.number().check(z.int(), z.nonnegative()),
  preferences: z.boolean(),
  statistics: z.boolean(),
  marketing: z.boolean(),
})

export type StoredConsent = z.infer<typeof storedConsentSchema>
