import { lazy, Suspense, useEffect, useState } from 'react'
import { takeLatestEarlyPress } from '#http/early-press.ts'
import {
  asksForCookieSettings,
  cookieSettingsControlAttribute,
  openCookieSettings,
  openCookieSettingsEvent,
} from '../cookie-settings.ts'
import { useStartedAfterHydration } from '../use-hydrated.ts'
import {
  promptAnswerButtons,
  promptAnswerOf,
  removeConsentPrompt,
  type PromptAnswer,
} from './consent-prompt.ts'
// In the page's first stylesheet: the server's question (consent-prompt.ts) is painted with the page.
import './consent-dialog.css'

const loadConsentHost = () => import('./consent-host.tsx')
const ConsentHost = lazy(() => loadConsentHost().then((module) => ({ default: module.ConsentHost })))

/**
 * The cookie consent (consent-host.tsx), loaded once the page is interactive (issue 17: what is not
 * needed before interaction loads after it). The host shows nothing until it has read the stored choice,
 * which it only does after hydration anyway, so the server's HTML and the first browser render are the
 * same: nothing. Consent Mode's defaults are still set before any tag can load, since the tag manager
 * loads only through the host.
 *
 * What the visitor can do from the first moment stays here: asking for the settings (the footer's button,
 * marked `data-cookie-settings`; a content link to `#cookie-settings`, which opens them instead of
 * jumping) is counted from hydration on, and the host opens them when it is here, however early the ask
 * came, and whether or not the footer or the block has hydrated yet. So is an
 * answer given on the server's question (consent-prompt.ts) before the host's dialog took its place: the
 * question goes at once and the host saves the answer when it is here. A press on the question's answers
 * or the settings buttons before the page hydrated is kept for it too (ADR 044).
 */
export function DeferredConsentHost({ tagManagerId }: { tagManagerId: string | null }) {
  const started = useStartedAfterHydration(loadConsentHost)
  const [reopenRequests, setReopenRequests] = useState(0)
  const [promptAnswer, setPromptAnswer] = useState<PromptAnswer | null>(null)

  useEffect(() => {
    const reopen = () => setReopenRequests((count) => count + 1)
    const onClick = (event: MouseEvent) => {
      const answer = promptAnswerOf(event.target)
      if (answer !== null) {
        removeConsentPrompt()
        setPromptAnswer(answer)
        return
      }
      if (!asksForCookieSettings(event.target)) return
      event.preventDefault()
      openCookieSettings()
    }
    window.addEventListener(openCookieSettingsEvent, reopen)
    // Heard on the way down, before anything on the way can stop it: a click inside a block that hydrates
    // after the start (ADR 035) and is not hydrated yet has no handler of the block's to answer it.
    document.addEventListener('click', onClick, { capture: true })
    // Pressed before this code ran (ADR 044): pressed again now, for the listener above. Of the question's
    // answers only the one pressed last (a visitor who saw nothing happen may have pressed another).
    for (const pressed of [
      takeLatestEarlyPress(promptAnswerButtons()),
      takeLatestEarlyPress(document.querySelectorAll(`button[${cookieSettingsControlAttribute}]`)),
    ]) {
      pressed?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    }
    return () => {
      window.removeEventListener(openCookieSettingsEvent, reopen)
      document.removeEventListener('click', onClick, { capture: true })
    }
  }, [])

  if (!started) return null
  return (
    <Suspense fallback={null}>
      <ConsentHost tagManagerId={tagManagerId} reopenRequests={reopenRequests} promptAnswer={promptAnswer} />
    </Suspense>
  )
}
