import { useEffect, useRef, type ReactNode } from 'react'
import { useT } from './translation.tsx'
import { useElementId } from './element-id.tsx'

export interface DialogProps {
  /**
   * The dialog element's id, for a button that opens it by its HTML command (`commandfor`, `command=
   * "show-modal"`) as well as through the machine, so it opens before hydration and without JavaScript.
   */
  id?: string
  /**
   * The dialog was open when the page hydrated, opened by such a button: the caller's state catches up
   * (opens) instead of the dialog closing under the visitor.
   */
  onOpenBeforeHydration?: () => void
  open: boolean
  title: string
  onClose: () => void
  /** Called for a click on the backdrop; the caller decides whether that closes (spec §3). */
  onBackdropClick: () => void
  children: ReactNode
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (the focus
 * trap), Escape closes it, and focus returns to the element that opened it. Labelled by its title. Its
 * close button closes it by its HTML command too, so a dialog opened before hydration can be closed then.
 */
export function Dialog({
  id,
  onOpenBeforeHydration,
  open,
  title,
  onClose,
  onBackdropClick,
  children,
}: DialogProps) {
  const t = useT()
  const titleId = useElementId()
  const ownId = useElementId()
  const dialogId = id ?? ownId
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const hydrated = useRef(false)
  // Opened by its button's HTML command before hydration, until the caller's state has caught up.
  const awaitingState = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    if (!hydrated.current) {
      hydrated.current = true
      if (!open && dialog.open && onOpenBeforeHydration !== undefined) {
        awaitingState.current = true
        onOpenBeforeHydration()
        return
      }
    }
    if (open) awaitingState.current = false
    else if (awaitingState.current) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      opener.current?.focus()
    }
  }, [open, onOpenBeforeHydration])

  return (
    <dialog
      ref={dialogRef}
      id={dialogId}
      className="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let the machine decide, so state and screen never disagree. A dialog the state does not
        // know open yet (opened before hydration) the browser closes itself.
        if (!open) return
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        // Closed by the browser itself (its close command; Escape while the state did not know it open
        // yet): the state follows, or the machine, when it catches up, would open it again.
        if (!open && !awaitingState.current) return
        awaitingState.current = false
        onClose()
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onBackdropClick()
      }}
    >
      <div className="dialog__content">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            command="close"
            commandfor={dialogId}
            onClick={onClose}
          >
            {t('dialog.close')}
          </button>
        </header>
        {children}
      </div>
    </dialog>
  )
}
