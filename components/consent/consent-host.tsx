import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { choiceForAnswer, consentModeDefaults, type ConsentChoice } from '#domain/consent.ts'
import { pushGtagCommand } from '../data-layer.ts'
import { removeConsentPrompt, type PromptAnswer } from './consent-prompt.ts'

/**
 * The page's cookie consent (spec §1, issue 16), loaded on every page right after hydration
 * (deferred-consent-host.tsx) and kept small: it sets Consent Mode's defaults, then loads the runtime
 * (components/consent/consent-runtime.ts), which reads the stored choice and puts it into effect. The
 * dialog's code and texts load only when it is shown: on a first visit (no valid choice) or when the
 * visitor reopens it from the footer's cookie-settings button or a cookie-settings link in content
 * (`#cookie-settings`, e.g. on the cookie policy page). On a first visit the server's question
 * (consent-prompt.ts) is on the screen until then: the dialog takes its place, or the answer the visitor
 * gave on it is saved, and with a valid stored choice it is simply taken away.
 */

const ConsentDialog = lazy(() =>
  import('./consent-dialog.tsx').then((module) => ({ default: module.ConsentDialog })),
)

const loadRuntime = () => import('./consent-runtime.ts')

const defaultsSet = new WeakSet<Window>()

/** Consent Mode v2 defaults, once per page load and before any tag can load: everything denied. */
function setConsentDefaults(target: Window): void {
  if (defaultsSet.has(target)) return
  defaultsSet.add(target)
  pushGtagCommand(target, 'consent', 'default', consentModeDefaults)
}

type DialogState =
  | { open: false }
  /** No valid choice: the visitor is asked before anything is tracked. */
  | { open: true; reopened: false; initial: null }
  /** Opened from a cookie-settings link: shows the stored choice, and may be closed without a change. */
  | { open: true; reopened: true; initial: ConsentChoice | null }

export function ConsentHost({
  tagManagerId,
  reopenRequests,
  promptAnswer,
}: {
  tagManagerId: string | null
  /** How many times the visitor asked to reopen the settings; each change opens them. */
  reopenRequests: number
  /** The answer given on the server's question before the dialog took its place; null when none. */
  promptAnswer: PromptAnswer | null
}) {
  const [dialog, setDialog] = useState<DialogState>({ open: false })
  const answered = useRef(false)

  useEffect(() => {
    setConsentDefaults(window)
    let active = true
    void loadRuntime().then((runtime) => {
      if (!active) return
      if (!runtime.applyStoredConsent(window, tagManagerId).ask) removeConsentPrompt()
      // Answered on the server's question already: the answer's own effect below saves it (and closes a
      // dialog opened meanwhile, before its code came).
      else if (!answered.current) setDialog({ open: true, reopened: false, initial: null })
    })
    return () => {
      active = false
    }
  }, [tagManagerId])

  useEffect(() => {
    if (promptAnswer === null) return
    answered.current = true
    let active = true
    void loadRuntime().then((runtime) => {
      if (!active) return
      runtime.saveConsent(window, choiceForAnswer(promptAnswer.answer, promptAnswer.selection), tagManagerId)
      // The question may have been answered while the dialog's code was on its way: it is not shown then.
      setDialog({ open: false })
    })
    return () => {
      active = false
    }
  }, [promptAnswer, tagManagerId])

  // A reopening asked for (the footer's button, a cookie-settings link) before or since this host loaded
  // (deferred-consent-host.tsx counts them from hydration on).
  useEffect(() => {
    if (reopenRequests === 0) return
    let active = true
    void loadRuntime().then((runtime) => {
      if (active) setDialog({ open: true, reopened: true, initial: runtime.storedChoice(window) })
    })
    return () => {
      active = false
    }
  }, [reopenRequests])

  const onDecide = useCallback(
    (choice: ConsentChoice) => {
      void loadRuntime().then((runtime) => {
        runtime.saveConsent(window, choice, tagManagerId)
        setDialog({ open: false })
      })
    },
    [tagManagerId],
  )
  const onClose = useCallback(() => setDialog({ open: false }), [])

  if (!dialog.open) return null
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        initial={dialog.initial}
        onDecide={onDecide}
        onClose={dialog.reopened ? onClose : null}
        onLeave={onClose}
      />
    </Suspense>
  )
}
