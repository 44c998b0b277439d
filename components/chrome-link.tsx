import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { layoutLinkTarget } from './layout-view.ts'
import { useHref } from './locale-context.tsx'
import { useT } from './translation.tsx'
import './visually-hidden.css'

export interface ChromeLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
> {
  /** A site path (localized here) or an absolute http(s) URL from the layout. */
  url: string
  children: ReactNode
}

/**
 * A link of the site frame (navigation, footer). Site paths are localized through the page's link
 * rules; absolute URLs open in a new tab without access to this window, and say so to screen readers
 * (spec §2.3).
 */
export function ChromeLink({ url, children, ...rest }: ChromeLinkProps) {
  const hrefFor = useHref()
  const t = useT()
  const target = layoutLinkTarget(url)
  if (target.kind === 'internal') {
    return (
      <a {...rest} href={hrefFor(target.path)}>
        {children}
      </a>
    )
  }
  return (
    <a {...rest} href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint text={t('chrome.opensInNewTab')} />
    </a>
  )
}

/** The "(opens in a new tab)" hint, for links that open outside the site but are not ChromeLinks. */
export function NewTabHint({ text }: { text: string }) {
  return <span className="visually-hidden"> {text}</span>
}
