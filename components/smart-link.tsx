import type { ReactNode } from 'react'
import type { LinkTarget } from '#schemas/link.ts'
import { Dialog } from './dialog.tsx'
import { useHref } from './locale-context.tsx'
import { useModal } from './modal-provider.tsx'
import { SanitizedHtml } from './sanitized-html.tsx'

export interface SmartLinkProps {
  target: LinkTarget
  children: ReactNode
  className?: string
}

/**
 * Every link in content goes through here (DESIGN §4, spec §2.3): internal paths are localized,
 * external links open in a new tab without access to this window, and card links open a dialog.
 * Script-like schemes never get this far: the link schema refuses them.
 */
export function SmartLink({ target, children, className }: SmartLinkProps) {
  const hrefFor = useHref()
  if (target.kind === 'internal') {
    return (
      <a className={className} href={hrefFor(target.path)}>
        {children}
      </a>
    )
  }
  if (target.kind === 'external') {
    return (
      <a
        className={className}
        href={target.href}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    )
  }
  return (
    <CardLink card={target.card} className={className}>
      {children}
    </CardLink>
  )
}

function CardLink({
  card,
  className,
  children,
}: {
  card: Extract<LinkTarget, { kind: 'dialog' }>['card']
  className: string | undefined
  children: ReactNode
}) {
  const modal = useModal()
  const name = `card:${card.id}`
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => modal.open(name, { callerPayload: { cardId: card.id } })}
      >
        {children}
      </button>
      <Dialog
        open={modal.openName === name}
        title={card.title}
        onClose={modal.close}
        onBackdropClick={modal.backdropClicked}
      >
        <SanitizedHtml className="rich-text" html={card.body} />
      </Dialog>
    </>
  )
}
