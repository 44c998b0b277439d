// Types only: domain/consent.ts is the consent code's, loaded after the start (ADR 029).
import type { ConsentAnswer, ConsentChoice } from '#domain/consent.ts'

/**
 * The first visit's consent question as the server writes it into every page (consent-prompt-html.tsx),
 * outside the page's root element, so it is painted with the page instead of after hydration and the two lazy loads
 * the dialog waits for (issue 17: on a short page, the cart or the checkout, the dialog is the largest
 * thing on the screen, and its late paint was the page's Largest Contentful Paint). Until the consent
 * code is here it is the dialog's look-alike: not modal, its boxes tick natively, its answers are heard by
 * deferred-consent-host.tsx. Then the real dialog takes its place (consent-host.tsx), or, with a stored
 * choice, it goes. A stored choice hides it before the first paint (domain/consent-prompt.ts).
 *
 * Plain DOM code for the start bundle: no React, no Zod.
 */

/** The element the server writes around the question. */
export const consentPromptId = 'consent-prompt'

/** An answer given on the server's question before the dialog took its place, with its boxes then. */
export interface PromptAnswer {
  answer: ConsentAnswer
  selection: ConsentChoice
}

function promptElement(): HTMLElement | null {
  return document.getElementById(consentPromptId)
}

/**
 * The boxes of the server's question as ticked now (the visitor may have ticked some before the consent
 * code came); null when the question is gone.
 */
export function promptSelection(): ConsentChoice | null {
  const prompt = promptElement()
  if (prompt === null) return null
  const ticked = (category: keyof ConsentChoice) => {
    const box = prompt.querySelector(`input[data-consent-category="${category}"]`)
    return box instanceof HTMLInputElement && box.checked
  }
  return {
    preferences: ticked('preferences'),
    statistics: ticked('statistics'),
    marketing: ticked('marketing'),
  }
}

function isConsentAnswer(value: string | undefined): value is ConsentAnswer {
  return value === 'reject' || value === 'selection' || value === 'accept'
}

/** The server's question's answer buttons; none when the question is gone. */
export function promptAnswerButtons(): Element[] {
  return [...document.querySelectorAll(`#${consentPromptId} button[data-consent-answer]`)]
}

/** The answer a click on the server's question gives (with its boxes), or null when it is no answer. */
export function promptAnswerOf(target: EventTarget | null): PromptAnswer | null {
  if (!(target instanceof Element)) return null
  const button = target.closest(`#${consentPromptId} button[data-consent-answer]`)
  if (!(button instanceof HTMLButtonElement)) return null
  const answer = button.dataset['consentAnswer']
  const selection = promptSelection()
  if (!isConsentAnswer(answer) || selection === null) return null
  return { answer, selection }
}

/** Takes the server's question off the page: answered, replaced by the dialog, or not needed. */
export function removeConsentPrompt(): void {
  promptElement()?.remove()
}
