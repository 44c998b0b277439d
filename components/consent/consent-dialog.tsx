import { use, useEffect, useId, useRef, useState } from 'react'
import { consentCategories, rejectAll, acceptAll, type ConsentChoice } from '#domain/consent.ts'
import { loadMessages } from '#i18n/catalogues.ts'
import { policyPath } from '#i18n/policy-paths.ts'
import type { Locale } from '#schemas/locale.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { Trans } from '../trans.tsx'
import { useT } from '../translation.tsx'
import './consent-dialog.css'

const textsLoaded = new Map<Locale, Promise<void>>()

/** The dialog's texts (namespace `consent`) of a locale, fetched once; a failed fetch shows keys. */
function consentTexts(locale: Locale): Promise<void> {
  let loading = textsLoaded.get(locale)
  if (loading === undefined) {
    loading = loadMessages(locale, undefined, ['consent']).catch(() => undefined)
    textsLoaded.set(locale, loading)
  }
  return loading
}

type ChoiceCategory = keyof ConsentChoice

export interface ConsentDialogProps {
  /** The choice to start from when reopened; null on a first visit (everything optional off). */
  initial: ConsentChoice | null
  onDecide: (choice: ConsentChoice) => void
  /** Closing without a choice; null when the visitor must choose (a first visit). */
  onClose: (() => void) | null
  /**
   * The visitor follows the policy link: the dialog closes without a choice so the policy can be read
   * (a first visit is asked again on the next page load; the policy page can reopen it).
   */
  onLeave: () => void
}

/**
 * The cookie-consent dialog (spec §1, issue 16), loaded with its texts only when it is shown. A modal
 * `<dialog>`: the page behind is inert, focus starts on the title and returns where it was, and it is
 * labelled by its title and described by its introduction. Accept all, reject all and save selection
 * are equally prominent. Escape and the close button exist only when reopened: on a first visit the
 * visitor answers with one of the three. Following the policy link closes it without a choice; the
 * policy page can open it again.
 */
export function ConsentDialog({ initial, onDecide, onClose, onLeave }: ConsentDialogProps) {
  const locale = useLocale()
  use(consentTexts(locale))
  const t = useT()
  const href = useHref()
  const titleId = useId()
  const introId = useId()
  const idPrefix = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? rejectAll)

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    titleRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener !== null && opener.isConnected) opener.focus()
    }
  }, [])

  const setCategory = (category: ChoiceCategory, allowed: boolean) =>
    setChoice((current) => ({ ...current, [category]: allowed }))

  return (
    <dialog
      ref={dialogRef}
      className="consent-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape closes only a reopened dialog; a first visit waits for an answer.
        event.preventDefault()
        onClose?.()
      }}
    >
      <div className="consent-dialog__header">
        <h2 id={titleId} ref={titleRef} className="consent-dialog__title" tabIndex={-1}>
          {t('consent.dialog.title')}
        </h2>
        {onClose !== null && (
          <button type="button" className="consent-dialog__close" onClick={onClose}>
            {t('consent.dialog.close')}
          </button>
        )}
      </div>
      <p id={introId} className="consent-dialog__intro">
        <Trans
          messageKey="consent.dialog.intro"
          elements={{
            policyLink: <a href={href(policyPath('cookiePolicy', locale))} onClick={onLeave} />,
          }}
        />
      </p>
      <fieldset className="consent-dialog__categories">
        <legend className="consent-dialog__legend">{t('consent.dialog.categories')}</legend>
        {consentCategories.map((category) => {
          const inputId = `${idPrefix}-${category}`
          const descriptionId = `${inputId}-description`
          return (
            <div key={category} className="consent-dialog__category">
              <input
                type="checkbox"
                id={inputId}
                aria-describedby={descriptionId}
                checked={category === 'necessary' ? true : choice[category]}
                disabled={category === 'necessary'}
                onChange={(event) => {
                  if (category !== 'necessary') setCategory(category, event.currentTarget.checked)
                }}
              />
              <label htmlFor={inputId} className="consent-dialog__label">
                {t(`consent.category.${category}.label`)}
              </label>
              <p id={descriptionId} className="consent-dialog__description">
                {t(`consent.category.${category}.description`)}
              </p>
            </div>
          )
        })}
      </fieldset>
      <div className="consent-dialog__actions">
        <button type="button" className="consent-dialog__action" onClick={() => onDecide(rejectAll)}>
          {t('consent.dialog.rejectAll')}
        </button>
        <button type="button" className="consent-dialog__action" onClick={() => onDecide(choice)}>
          {t('consent.dialog.saveSelection')}
        </button>
        <button type="button" className="consent-dialog__action" onClick={() => onDecide(acceptAll)}>
          {t('consent.dialog.acceptAll')}
        </button>
      </div>
    </dialog>
  )
}
