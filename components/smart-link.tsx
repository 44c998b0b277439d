import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { LinkTarget } from '#schemas/link.ts'
import { Dialog } from './dialog.tsx'
import { useHref } from './locale-context.tsx'
import { useModal } from './modal-provider.tsx'
import { SanitizedHtml } from './sanitized-html.tsx'
import { useT } from './translation.tsx'
import './visually-hidden.css'

export interface SmartLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'children'
> {
  target: LinkTarget
  children: ReactNode
  /**
   * Adds "(opens in a new tab)" for screen readers to a link that opens one. The site frame's links say
   * it; in content the editor writes the link text.
   */
  announceNewTab?: boolean
}

/**
 * The one link of the site (DESIGN §4, spec §2.3), in content and in the site frame alike: internal
 * paths are localized through the page's link rules, external links that open in a new tab do so
 * without access to this window (and, in the site frame, say so to screen readers), and card links
 * open a dialog.
 * Script-like schemes never get this far: the link schema refuses them.
 */
export function SmartLink({ target, children, announceNewTab = false, ...anchor }: SmartLinkProps) {
  const hrefFor = useHref()
  if (target.kind === 'internal') {
    return (
      <a {...anchor} href={hrefFor(target.path)}>
        {children}
      </a>
    )
  }
  if (target.kind === 'external') {
    if (!target.newTab) {
      return (
        <a {...anchor} href={target.href}>
          {children}
        </a>
      )
    }
    return (
      <a {...anchor} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        {announceNewTab && <NewTabAnnouncement />}
      </a>
    )
  }
  return (
    <CardLink card={target.card} className={anchor.className}>
      {children}
    </CardLink>
  )
}

/** The hint in the page's language; only links that open a new tab look the text up. */
function NewTabAnnouncement() {
  const t = useT()
  return <NewTabHint text={t('chrome.opensInNewTab')} />
}

/** The "(opens in a new tab)" hint, for links that open outside the site. */
export function NewTabHint({ text }: { text: string }) {
  return <span className="visually-hidden"> {text}</span>
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
