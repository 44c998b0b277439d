import type { FooterLink } from '#schemas/layout.ts'
import { ChromeLink } from './chrome-link.tsx'

export interface SocialLinkListProps {
  /** spec §2.5 someLinks: contentType names the network, the title is the link's name. */
  links: readonly FooterLink[]
  className: string
  /** The link's classes; the network may style its own icon. */
  linkClassName: (link: FooterLink) => string
}

/** The layout's social media links as a list, each opening its network in a new tab (spec §2.3). */
export function SocialLinkList({ links, className, linkClassName }: SocialLinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) =>
        link.url === undefined ? null : (
          <li key={`${link.contentType}-${link.url}`}>
            <ChromeLink className={linkClassName(link)} url={link.url}>
              {link.title}
            </ChromeLink>
          </li>
        ),
      )}
    </ul>
  )
}
