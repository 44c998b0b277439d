import { allowsTagManager, consentModeState, type ConsentChoice } from '#domain/consent.ts'
import { closeDataLayer, openDataLayer, pushGtagCommand } from '../data-layer.ts'
import { consentCookie, expiredConsentCookie, readStoredConsent } from './consent-storage.ts'
import { injectTagManager, type PageWindow } from './tag-manager.ts'

/**
 * What a page does with the visitor's cookie choice, loaded after hydration by
 * components/consent/consent-host.tsx (it parses the stored choice with zod/mini, so it stays out of the
 * start bundle, ADR 018): Consent Mode's update, the data-layer gate, and the tag manager.
 */

/**
 * Puts a choice into effect: `consent update` for the tags, the data layer's gate opened (queued events
 * sent) or closed (dropped), and the tag manager loaded when the choice allows it and an id is set.
 */
export function applyConsent(window: PageWindow, choice: ConsentChoice, tagManagerId: string | null): void {
  pushGtagCommand(window, 'consent', 'update', consentModeState(choice))
  if (allowsTagManager(choice)) {
    if (tagManagerId !== null) injectTagManager(window, tagManagerId)
    openDataLayer(window)
  } else {
    closeDataLayer(window)
  }
}

/**
 * At page start: a valid stored choice is put into effect and the dialog stays closed; anything else
 * (none, unreadable, another policy version, older than 12 months) is removed and the dialog asks.
 * Returns whether it must ask.
 */
export function applyStoredConsent(window: PageWindow, tagManagerId: string | null): { ask: boolean } {
  const stored = readStoredConsent(window.document.cookie, Date.now())
  if (stored.kind === 'valid') {
    applyConsent(window, stored.consent, tagManagerId)
    return { ask: false }
  }
  if (stored.kind !== 'none') window.document.cookie = expiredConsentCookie()
  return { ask: true }
}

/** The stored choice as the dialog shows it when reopened; null when there is none to show. */
export function storedChoice(window: PageWindow): ConsentChoice | null {
  const stored = readStoredConsent(window.document.cookie, Date.now())
  if (stored.kind !== 'valid') return null
  const { preferences, statistics, marketing } = stored.consent
  return { preferences, statistics, marketing }
}

/** The visitor chose: kept for 12 months with the policy version, then put into effect. */
export function saveConsent(window: PageWindow, choice: ConsentChoice, tagManagerId: string | null): void {
  window.document.cookie = consentCookie(choice, Date.now(), window.location.protocol === 'https:')
  applyConsent(window, choice, tagManagerId)
}
