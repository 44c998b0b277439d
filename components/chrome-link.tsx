import type { ReactNode } from 'react'
import { layoutLinkTarget } from './layout-view.ts'
import { SmartLink, type SmartLinkProps } from './smart-link.tsx'

export interface ChromeLinkProps extends Omit<SmartLinkProps, 'target'> {
  /** A site path or an absolute http(s) URL, as the layout (spec §2.5) writes links. */
  url: string
  children: ReactNode
}

/**
 * A link of the site frame (navigation, footer): the layout's URL string read as a link target, then
 * the one SmartLink (spec §2.3: site paths localized, other sites in a new tab).
 */
export function ChromeLink({ url, ...rest }: ChromeLinkProps) {
  return <SmartLink {...rest} target={layoutLinkTarget(url)} announceNewTab />
}
