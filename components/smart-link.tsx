import { type AnchorHTMLAttributes, type ReactNode } from 'react'
import type { LinkTarget } from '#schemas/link.ts'
import { Dialog } from './dialog.tsx'
import { useHref } from './locale-context.tsx'
import { useModal } from './modal-provider.tsx'
import { SanitizedHtml } from './sanitized-html.tsx'
import { useT } from './translation.tsx'
import './visually-hidden.css'
import { useElementId } from './element-id.tsx'

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
  if (target.kind === 'dialog') {
    return (
      <CardLink card={target.card} className={anchor.className}>
        {children}
      </CardLink>
    )
  }
  // The link's attributes are completed on `anchor`, this render's own object, and handed over whole: a
  // spread followed by more attributes (`<a {...anchor} href={…}>`) is built by V8's slow path, about 1.7 µs
  // a link against 0.1 µs, and the site frame alone renders dozens of links a page (issue 17).
  const attributes: AnchorHTMLAttributes<HTMLAnchorElement> = anchor
  if (target.kind === 'internal') {
    attributes.href = hrefFor(target.path)
    attributes.children = children
  } else if (!target.newTab) {
    attributes.href = target.href
    attributes.children = children
  } else {
    attributes.href = target.href
    attributes.target = '_blank'
    attributes.rel = 'noopener noreferrer'
    attributes.children = announceNewTab ? (
      <>
        {children}
        <NewTabAnnouncement />
      </>
    ) : (
      children
    )
  }
  return <a {...attributes} />
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
  const dialogId = useElementId()
  const openCard = () => modal.open(name, { callerPayload: { cardId: card.id } })
  return (
    <>
      {/* Its HTML command opens the dialog before hydration and without JavaScript, so the card's text,
          which is in the page, can always be read; hydrated, the modal machine opens it (spec §3). */}
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={dialogId}
        onClick={(event) => {
          event.preventDefault()
          openCard()
        }}
      >
        {children}
      </button>
      <Dialog
        id={dialogId}
        onOpenBeforeHydration={openCard}
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
