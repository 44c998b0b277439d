import { use, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react'
import {
  choiceForAnswer,
  consentCategories,
  rejectAll,
  type ConsentAnswer,
  type ConsentChoice,
} from '#domain/consent.ts'
import { loadMessages } from '#i18n/catalogues.ts'
import { policyPath } from '#i18n/policy-paths.ts'
import type { Locale } from '#schemas/locale.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { earlyPressMark } from '../use-early-press.ts'
import { Trans } from '../trans.tsx'
import { useT, type Translate } from '../translation.tsx'
import { consentPromptId, promptSelection, removeConsentPrompt } from './consent-prompt.ts'
import './consent-dialog.css'
import { useElementId } from '../element-id.tsx'

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

/**
 * The control of the server's question that has the keyboard's focus, as a selector that finds the same
 * control in the dialog (both are ConsentDialogContent's markup); null when the focus is elsewhere.
 */
function focusedPromptControl(): string | null {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused.closest(`#${consentPromptId}`) === null) return null
  const answer = focused.dataset['consentAnswer']
  if (answer !== undefined) return `button[data-consent-answer="${CSS.escape(answer)}"]`
  const category = focused.dataset['consentCategory']
  if (category !== undefined) return `input[data-consent-category="${CSS.escape(category)}"]`
  return focused instanceof HTMLAnchorElement ? 'a[href]' : null
}

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
 *
 * On a first visit it takes the place of the server's question (consent-prompt.ts), with the boxes the
 * visitor ticked there and the focus on the control the keyboard was on there, if it was, and opens where
 * that was, the same size, so the page's largest paint stays the question's early one (issue 17).
 */
export function ConsentDialog({ initial, onDecide, onClose, onLeave }: ConsentDialogProps) {
  const locale = useLocale()
  use(consentTexts(locale))
  const t = useT()
  const href = useHref()
  const ids = { title: useElementId(), intro: useElementId(), categories: useElementId() }
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? rejectAll)
  const carriedFocus = useRef<string | null>(null)

  // The boxes ticked on the server's question are read as it leaves, in the commit, so no tick made while
  // this dialog rendered is lost. So is the control the keyboard was on: a visitor who had tabbed to
  // "Reject all" there is on "Reject all" here, and their Enter answers, instead of landing on the title.
  useLayoutEffect(() => {
    if (initial !== null) return
    const ticked = promptSelection()
    carriedFocus.current = focusedPromptControl()
    removeConsentPrompt()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the page outside React as it goes
    if (ticked !== null) setChoice(ticked)
  }, [initial])

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const carried = carriedFocus.current === null ? null : dialog.querySelector(carriedFocus.current)
    if (carried instanceof HTMLElement) carried.focus()
    else titleRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener !== null && opener.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      className="consent-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.intro}
      aria-modal="true"
      onCancel={(event) => {
        // Escape closes only a reopened dialog; a first visit waits for an answer.
        event.preventDefault()
        onClose?.()
      }}
    >
      <ConsentDialogContent
        t={t}
        ids={ids}
        policyHref={href(policyPath('cookiePolicy', locale))}
        titleRef={titleRef}
        selection={{
          choice,
          onChange: (category, allowed) => setChoice((current) => ({ ...current, [category]: allowed })),
        }}
        onAnswer={(answer) => onDecide(choiceForAnswer(answer, choice))}
        onClose={onClose}
        onLeave={onLeave}
      />
    </dialog>
  )
}

/**
 * What the dialog shows, inside its `<dialog>`: the dialog's and the server's question's (consent-prompt-
 * html.tsx) one markup, so the two are the same size and the same texts. Every answer button names its
 * answer and every box its category (`data-consent-answer`, `data-consent-category`), which is how the
 * question's are read before the consent code is here.
 */
export function ConsentDialogContent({
  t,
  ids,
  policyHref,
  titleRef,
  selection,
  onAnswer,
  onClose,
  onLeave,
}: {
  t: Translate
  ids: { title: string; intro: string; categories: string }
  policyHref: string
  titleRef?: Ref<HTMLHeadingElement>
  /** The boxes as React keeps them; without it they start unticked and the browser keeps them. */
  selection?: { choice: ConsentChoice; onChange: (category: keyof ConsentChoice, allowed: boolean) => void }
  onAnswer?: (answer: ConsentAnswer) => void
  /** Closing without a choice; null when the visitor must choose (a first visit). */
  onClose: (() => void) | null
  onLeave?: () => void
}) {
  const answerButton = (answer: ConsentAnswer, label: string) => (
    <button
      type="button"
      className="consent-dialog__action"
      data-consent-answer={answer}
      // The server's question has no handlers: an answer pressed before the consent code runs is kept
      // for it (ADR 044, deferred-consent-host.tsx).
      {...(onAnswer === undefined ? earlyPressMark : {})}
      onClick={onAnswer === undefined ? undefined : () => onAnswer(answer)}
    >
      {label}
    </button>
  )
  return (
    <>
      <div className="consent-dialog__header">
        <h2 id={ids.title} ref={titleRef} className="consent-dialog__title" tabIndex={-1}>
          {t('consent.dialog.title')}
        </h2>
        {onClose !== null && (
          <button type="button" className="consent-dialog__close" onClick={onClose}>
            {t('consent.dialog.close')}
          </button>
        )}
      </div>
      <p id={ids.intro} className="consent-dialog__intro">
        <Trans
          messageKey="consent.dialog.intro"
          elements={{ policyLink: <a href={policyHref} onClick={onLeave} /> }}
        />
      </p>
      <fieldset className="consent-dialog__categories">
        <legend className="consent-dialog__legend">{t('consent.dialog.categories')}</legend>
        {consentCategories.map((category) => {
          const inputId = `${ids.categories}-${category}`
          const descriptionId = `${inputId}-description`
          const necessary = category === 'necessary'
          return (
            <div key={category} className="consent-dialog__category">
              <input
                type="checkbox"
                id={inputId}
                aria-describedby={descriptionId}
                data-consent-category={necessary ? undefined : category}
                disabled={necessary}
                {...(necessary
                  ? { defaultChecked: true }
                  : selection === undefined
                    ? { defaultChecked: false }
                    : {
                        checked: selection.choice[category],
                        onChange: (event) => selection.onChange(category, event.currentTarget.checked),
                      })}
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
        {answerButton('reject', t('consent.dialog.rejectAll'))}
        {answerButton('selection', t('consent.dialog.saveSelection'))}
        {answerButton('accept', t('consent.dialog.acceptAll'))}
      </div>
    </>
  )
}
