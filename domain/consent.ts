/**
 * Cookie consent (spec §1): the categories a visitor chooses, the policy version their choice answers, and
 * what the choice means for Google Consent Mode v2 and the tag manager. Plain code without Zod or React,
 * read by the consent code that loads after the start (components/consent/consent-host.tsx); the start
 * bundle takes only its types (pages/start-bundle.integration.test.ts holds it to that).
 */

/** What the visitor chooses; necessary cookies are always on and so are not part of the choice. */
export interface ConsentChoice {
  preferences: boolean
  statistics: boolean
  marketing: boolean
}

/** The categories the dialog lists, in its order; `necessary` is shown checked and cannot be changed. */
export const consentCategories = ['necessary', 'preferences', 'statistics', 'marketing'] as const
export type ConsentCategory = (typeof consentCategories)[number]

/**
 * Raised whenever the cookie policy changes what is asked: a choice made for another version is asked
 * again (issue 16).
 */
export const consentPolicyVersion = 1

/** Issue 16: a choice is kept for 12 months, then asked again. */
export const consentLifetimeDays = 365
const dayMs = 24 * 60 * 60 * 1000
export const consentLifetimeMs = consentLifetimeDays * dayMs

export const acceptAll: ConsentChoice = { preferences: true, statistics: true, marketing: true }
export const rejectAll: ConsentChoice = { preferences: false, statistics: false, marketing: false }

/** The dialog's three answers, equally prominent (issue 16): reject all, save the selection, accept all. */
export const consentAnswers = ['reject', 'selection', 'accept'] as const
export type ConsentAnswer = (typeof consentAnswers)[number]

/** The choice an answer makes, given the boxes ticked when it was given. */
export function choiceForAnswer(answer: ConsentAnswer, selection: ConsentChoice): ConsentChoice {
  if (answer === 'reject') return rejectAll
  if (answer === 'accept') return acceptAll
  return selection
}

type ConsentModeValue = 'granted' | 'denied'

/** Google Consent Mode v2's storage types, as `gtag('consent', …)` takes them. */
export interface ConsentModeState {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
  functionality_storage: ConsentModeValue
  personalization_storage: ConsentModeValue
  security_storage: ConsentModeValue
}

const granted = (allowed: boolean): ConsentModeValue => (allowed ? 'granted' : 'denied')

/**
 * The Consent Mode state of a choice: marketing allows the advertising types, statistics analytics,
 * preferences functionality and personalization; security storage is necessary and always granted.
 */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
    analytics_storage: granted(choice.statistics),
    functionality_storage: granted(choice.preferences),
    personalization_storage: granted(choice.preferences),
    security_storage: 'granted',
  }
}

/**
 * How long tags wait for the visitor's `consent update` after the defaults (ms). The tag manager only
 * loads after a choice, so it is a safety margin, not a wait anyone sees.
 */
export const consentUpdateWaitMs = 500

/** Consent Mode v2 defaults, set before anything loads: everything denied that is not necessary. */
export const consentModeDefaults: ConsentModeState & { wait_for_update: number } = {
  ...consentModeState(rejectAll),
  wait_for_update: consentUpdateWaitMs,
}

/**
 * Whether the tag manager may load and the data layer's events may leave the page: only statistics or
 * marketing use it. Preferences alone are kept by the site itself.
 */
export function allowsTagManager(choice: ConsentChoice): boolean {
  return choice.statistics || choice.marketing
}
