// No Zod here: the browser uses these helpers (site header and footer), and Zod stays out of its bundle.
import type { FooterLink, NavigationNode } from './layout.ts'

export interface FooterGroup {
  heading: FooterLink
  links: FooterLink[]
}

/** Groups footer links under the 'string' headings that precede them (spec §3 footer link). */
export function groupFooterLinks(links: readonly FooterLink[]): FooterGroup[] {
  const groups: FooterGroup[] = []
  for (const link of links) {
    if (link.contentType === 'string') groups.push({ heading: link, links: [] })
    else groups.at(-1)?.links.push(link)
  }
  return groups
}

/** The tree as shown: hidden nodes and everything below them are left out (spec §3). */
export function visibleNavigation(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes
    .filter((node) => node.visibleInNavigation)
    .map((node) => ({ ...node, children: visibleNavigation(node.children) }))
}
