import type { ReactNode } from 'react'
import { layoutLinkTarget } from './layout-view.ts'
import { SmartLink, type SmartLinkProps } from './smart-link.tsx'

export interface ChromeLinkProps extends Pick<SmartLinkProps, 'className' | 'aria-current'> {
  /** A site path or an absolute http(s) URL, as the layout (spec §2.5) writes links. */
  url: string
  children: ReactNode
}

/**
 * A link of the site frame (navigation, footer): the layout's URL string read as a link target, then
 * the one SmartLink (spec §2.3: site paths localized, other sites in a new tab).
 */
export function ChromeLink({ url, className, 'aria-current': ariaCurrent, children }: ChromeLinkProps) {
  // The props are named, not spread: the site frame renders a hundred of these per page, and copying a
  // rest object of varying shape was most of their cost on the server (issue 17).
  return (
    <SmartLink className={className} aria-current={ariaCurrent} target={chromeLinkTarget(url)} announceNewTab>
      {children}
    </SmartLink>
  )
}

/**
 * The layout's few dozen URLs read once each rather than on every render of every page (issue 17); the
 * same URL always reads the same. Bounded, as the layout changes with its content.
 */
const targets = new Map<string, ReturnType<typeof layoutLinkTarget>>()
const maxTargets = 2048

function chromeLinkTarget(url: string): ReturnType<typeof layoutLinkTarget> {
  let target = targets.get(url)
  if (target === undefined) {
    target = layoutLinkTarget(url)
    if (targets.size >= maxTargets) targets.clear()
    targets.set(url, target)
  }
  return target
}
