import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useT } from './translation.tsx'

export interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  /** Called for a click on the backdrop; the caller decides whether that closes (spec §3). */
  onBackdropClick: () => void
  children: ReactNode
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (the focus
 * trap), Escape closes it, and focus returns to the element that opened it. Labelled by its title.
 */
export function Dialog({ open, title, onClose, onBackdropClick, children }: DialogProps) {
  const t = useT()
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      opener.current?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let the machine decide, so state and screen never disagree.
        event.preventDefault()
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
          <button type="button" className="dialog__close" onClick={onClose}>
            {t('dialog.close')}
          </button>
        </header>
        {children}
      </div>
    </dialog>
  )
}
