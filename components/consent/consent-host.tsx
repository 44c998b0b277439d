import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { consentModeDefaults, type ConsentChoice } from '#domain/consent.ts'
import { openCookieSettings, openCookieSettingsEvent } from '../cookie-settings.ts'
import { pushGtagCommand } from '../data-layer.ts'

/**
 * The page's cookie consent (spec §1, issue 16), in every page's start bundle and kept small: it sets
 * Consent Mode's defaults, then loads the runtime (components/consent/consent-runtime.ts), which reads
 * the stored choice and puts it into effect. The dialog's code and texts load only when it is shown: on
 * a first visit (no valid choice) or when the visitor reopens it from the footer's cookie-settings
 * button or a cookie-settings link in content (`#cookie-settings`, e.g. on the cookie policy page).
 */

const ConsentDialog = lazy(() =>
  import('./consent-dialog.tsx').then((module) => ({ default: module.ConsentDialog })),
)

const loadRuntime = () => import('./consent-runtime.ts')

/** The fragment a content link uses to open the cookie settings (`<a href="#cookie-settings">`). */
export const cookieSettingsFragment = '#cookie-settings'

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

function isCookieSettingsLink(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  const anchor = target.closest('a[href]')
  return anchor instanceof HTMLAnchorElement && anchor.hash === cookieSettingsFragment
}

export function ConsentHost({ tagManagerId }: { tagManagerId: string | null }) {
  const [dialog, setDialog] = useState<DialogState>({ open: false })

  useEffect(() => {
    setConsentDefaults(window)
    let active = true
    void loadRuntime().then((runtime) => {
      if (active && runtime.applyStoredConsent(window, tagManagerId).ask) {
        setDialog({ open: true, reopened: false, initial: null })
      }
    })
    return () => {
      active = false
    }
  }, [tagManagerId])

  useEffect(() => {
    const reopen = () => {
      void loadRuntime().then((runtime) =>
        setDialog({ open: true, reopened: true, initial: runtime.storedChoice(window) }),
      )
    }
    // A content link (a rich text's `<a href="#cookie-settings">`) opens the settings instead of jumping.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isCookieSettingsLink(event.target)) return
      event.preventDefault()
      openCookieSettings()
    }
    window.addEventListener(openCookieSettingsEvent, reopen)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener(openCookieSettingsEvent, reopen)
      document.removeEventListener('click', onClick)
    }
  }, [])

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
