import type { FooterLink, LayoutResponse, NavigationNode } from '#schemas/layout.ts'
import type { LinkTarget } from '#schemas/link.ts'
import { groupFooterLinks, visibleNavigation, type FooterGroup } from '#schemas/layout-tree.ts'

export interface FooterView {
  /** spec §2.5: the collapsible link groups. */
  linkGroups: FooterGroup[]
  /** spec §2.5: app download links in two groups; the second is the business app. */
  downloadGroups: FooterGroup[]
  /** spec §2.5 extra links; an entry of type cookieSettings reopens the consent dialog. */
  extraLinks: FooterLink[]
}

// One layout object serves every request of a locale until the content changes, so what is derived
// from it is derived once per object rather than on every render (the server renders it per request).
const navigationCache = new WeakMap<LayoutResponse, NavigationNode[]>()
const footerCache = new WeakMap<LayoutResponse, FooterView>()

/** The navigation tree as shown: nodes with visibleInNavigation false, and all below them, left out (spec §3). */
export function shownNavigation(layout: LayoutResponse): NavigationNode[] {
  let tree = navigationCache.get(layout)
  if (tree === undefined) {
    tree = visibleNavigation(layout.navigation.tree)
    navigationCache.set(layout, tree)
  }
  return tree
}

export function footerView(layout: LayoutResponse): FooterView {
  let view = footerCache.get(layout)
  if (view === undefined) {
    const { footer } = layout
    view = {
      linkGroups: groupFooterLinks(footer.footerLinks).filter((group) => group.links.length > 0),
      downloadGroups: groupFooterLinks(footer.downloadLinks).filter((group) => group.links.length > 0),
      extraLinks: footer.extraLinks,
    }
    footerCache.set(layout, view)
  }
  return view
}

/**
 * spec §2.3: internal links are localized, string links are external. A site path can only be on this
 * site, so it is localized whatever its `internal` flag says, and an absolute URL is never prefixed even
 * when flagged internal (that would produce a broken `/fi-FI/https://…`).
 */
export function layoutLinkTarget(url: string): Exclude<LinkTarget, { kind: 'dialog' }> {
  return url.startsWith('/') ? { kind: 'internal', path: url } : { kind: 'external', href: url, newTab: true }
}

/** Compares site paths the way routes match them: a trailing slash, query or hash does not matter. */
export function isSamePath(url: string, currentPath: string): boolean {
  if (!url.startsWith('/')) return false
  return normalizePath(url) === normalizePath(currentPath)
}

// The navigation compares each of its URLs with the page's path on every render: each is normalized once.
const normalizedPaths = new Map<string, string>()
const maxNormalizedPaths = 4096

function normalizePath(path: string): string {
  let normalized = normalizedPaths.get(path)
  if (normalized === undefined) {
    const pathname = path.split(/[?#]/, 1)[0] ?? '/'
    normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    if (normalizedPaths.size >= maxNormalizedPaths) normalizedPaths.clear()
    normalizedPaths.set(path, normalized)
  }
  return normalized
}
