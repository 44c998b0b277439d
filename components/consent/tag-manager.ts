import { pushGtagCommand, pushPastGate } from '../data-layer.ts'

/**
 * The tag manager's script (GTM_ID, spec §5), injected only once the visitor allowed it (issue 16). A
 * `GTM-` id is a Google Tag Manager container (gtm.js); a `G-` id is a Google tag (gtag.js) configured
 * straight away. Both come from https://www.googletagmanager.com, which the CSP allows when GTM_ID is set
 * (ADR 029).
 */
export const tagManagerOrigin = 'https://www.googletagmanager.com'

export function tagManagerScriptUrl(id: string): string {
  const path = id.startsWith('GTM-') ? '/gtm.js' : '/gtag/js'
  return `${tagManagerOrigin}${path}?id=${encodeURIComponent(id)}`
}

/**
 * The page's CSP nonce, when it has one (a personal answer, ADR 015): Vike puts it on its own scripts.
 * The browser hides the attribute's value but keeps the `nonce` property.
 */
export function pageScriptNonce(document: Document): string | null {
  for (const script of document.querySelectorAll('script[nonce]')) {
    if (script instanceof HTMLScriptElement && script.nonce !== '') return script.nonce
  }
  return null
}

/** What the consent code uses of the page's window (the gate is keyed by the window itself). */
export type PageWindow = Pick<Window, 'document' | 'location'>

const injected = new WeakSet<PageWindow>()

/**
 * Adds the tag manager's script to the page once, after its start marker (the `gtm.js` event, or the
 * `js` and `config` commands of a Google tag). A nonce, where the page has one, lets the script run
 * under `'strict-dynamic'` and is what the container hands on to its own tags.
 */
export function injectTagManager(window: PageWindow, id: string): void {
  if (injected.has(window)) return
  injected.add(window)
  const { document } = window
  if (id.startsWith('GTM-')) {
    pushPastGate(window, { 'gtm.start': Date.now(), event: 'gtm.js' })
  } else {
    pushGtagCommand(window, 'js', new Date())
    pushGtagCommand(window, 'config', id)
  }
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerScriptUrl(id)
  const nonce = pageScriptNonce(document)
  if (nonce !== null) script.nonce = nonce
  document.head.append(script)
}
