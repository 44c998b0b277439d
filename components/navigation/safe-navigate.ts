import { navigate } from 'vike/client/router'

/**
 * spec §2.1: navigation to external URLs is refused unless explicitly allowed; script-like protocols are
 * always refused. Every programmatic navigation (after a form, from a notice, from CMS data) goes
 * through `navigateTo`, never through `location.href = …` or the router directly.
 */
export type NavigationDecision =
  /** Same origin: the client router loads it (`href` is path, query and hash). */
  | { kind: 'internal'; href: string }
  /** Another origin (or mailto:/tel:), allowed by the caller: the browser loads it. */
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: NavigationRefusal }

export type NavigationRefusal =
  /** javascript:, vbscript:, data: and their disguises: never, whatever the caller allows. */
  | 'script-protocol'
  /** Another origin, and the caller did not allow external navigation. */
  | 'external-not-allowed'
  /** Neither http(s) nor, when external is allowed, mailto:/tel: (file:, blob:, ftp:, about:, …). */
  | 'unsupported-protocol'
  | 'invalid-url'

export interface NavigateOptions {
  /** Allow leaving the site (spec §2.1: refused unless explicitly allowed). */
  allowExternal?: boolean
}

const scriptProtocol = /^(?:javascript|vbscript|livescript|data):/

/**
 * Characters a browser ignores or strips when it reads a URL's scheme, or that only hide it from a
 * reader: C0 controls, space, DEL, C1 controls, soft hyphen, zero-width and bidi marks, line and
 * paragraph separators, word joiners and the byte-order mark.
 */
const ignorableRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x20],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0xfeff, 0xfeff],
]

function withoutIgnorable(text: string): string {
  let kept = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (!ignorableRanges.some(([from, to]) => code >= from && code <= to)) kept += char
  }
  return kept.toLowerCase()
}

/** Whether `url` names a script-like protocol, also when disguised by case, whitespace, controls or %-escapes. */
export function isScriptLikeUrl(url: string): boolean {
  const bare = withoutIgnorable(url)
  if (scriptProtocol.test(bare)) return true
  // One round of percent-decoding (`javascript%3A…`, `%6Aavascript:…`): harmless to the URL parser,
  // which reads it as a path, but never a link anyone means to follow.
  try {
    return scriptProtocol.test(withoutIgnorable(decodeURIComponent(bare)))
  } catch {
    return false
  }
}

/** Decides what navigating from `currentUrl` to `url` may do; pure, so every rule is testable. */
export function decideNavigation(
  url: string,
  { allowExternal = false, currentUrl }: NavigateOptions & { currentUrl: string },
): NavigationDecision {
  if (isScriptLikeUrl(url)) return { kind: 'refused', reason: 'script-protocol' }
  let target: URL
  let current: URL
  try {
    current = new URL(currentUrl)
    // Parsed as the browser parses an href: tabs and newlines dropped, backslashes as slashes, relative
    // to the current page.
    target = new URL(url, current)
  } catch {
    return { kind: 'refused', reason: 'invalid-url' }
  }
  // What the parser made of it counts, whatever the string looked like.
  if (scriptProtocol.test(target.protocol)) return { kind: 'refused', reason: 'script-protocol' }
  const web = target.protocol === 'http:' || target.protocol === 'https:'
  if (web && target.origin === current.origin) {
    return { kind: 'internal', href: `${target.pathname}${target.search}${target.hash}` }
  }
  if (!web && target.protocol !== 'mailto:' && target.protocol !== 'tel:') {
    return { kind: 'refused', reason: 'unsupported-protocol' }
  }
  if (!allowExternal) return { kind: 'refused', reason: 'external-not-allowed' }
  return { kind: 'external', href: target.href }
}

export interface Navigators {
  /** The client router (Vike's `navigate`). */
  internal: (href: string) => Promise<void>
  /** A full page load (`location.assign`). */
  external: (href: string) => void
}

const browserNavigators: Navigators = {
  internal: (href) => navigate(href),
  external: (href) => window.location.assign(href),
}

/**
 * Navigates to `url` if spec §2.1 allows it, and tells what it did. A refusal navigates nowhere and is
 * reported on the console (it is a bug or an attack, never a user's doing).
 */
export async function navigateTo(
  url: string,
  options: NavigateOptions = {},
  navigators: Navigators = browserNavigators,
): Promise<NavigationDecision> {
  const decision = decideNavigation(url, { ...options, currentUrl: window.location.href })
  if (decision.kind === 'internal') await navigators.internal(decision.href)
  else if (decision.kind === 'external') navigators.external(decision.href)
  else console.warn(`Navigation refused (${decision.reason})`)
  return decision
}
