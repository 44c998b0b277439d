import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { pageFirstScript } from '#http/page-first-script.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import { pageStartScript } from '#server/start-script-priority.server.ts'

/** ADR 029: where the tag manager's script comes from (components/consent/tag-manager.ts loads it). */
const tagManagerScriptHost = 'https://www.googletagmanager.com'

/** ADR 029: where the tag manager and the Google tag send what they measure. */
const tagManagerConnectSources = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/**
 * The inline script at the head of every page (pages/+headHtmlBegin.ts, http/page-first-script.ts),
 * admitted on a shared answer by its hash (a personal answer's carries the nonce): it hides the server's
 * consent question from a visitor who has chosen, before the page is painted, and hears presses and
 * language choices from the page's first moment (ADR 044, ADR 045).
 */
const pageFirstScriptSource = scriptHashSource(pageFirstScript)

/** The inline script that starts a shared page's modules after its first paint (ADR 039). */
const pageStartScriptSource = scriptHashSource(pageStartScript)

function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

/**
 * The page's Content-Security-Policy (ADR 015). A personal answer's scripts run only with its nonce;
 * 'strict-dynamic' lets a nonce'd module load its own chunks. An answer a shared cache may keep has no
 * executable inline script but the page's first script and the one that starts its modules after the
 * first paint (ADR 039), each admitted by its hash (only JSON data blocks and same-origin modules besides), so
 * `'self'` holds for it without a nonce that a CDN would hand to everyone.
 *
 * With GTM_ID set (ADR 029), the tag manager, loaded only after consent, may run on a shared page from
 * its own host, and it and the Google tag may send their measurements; a personal answer's nonce admits
 * it through 'strict-dynamic' (components/consent/tag-manager.ts gives it the nonce).
 */
export function contentSecurityPolicy(
  nonce: string | null,
  options: { development: boolean; https: boolean; mapOrigin?: string | null; tagManager?: boolean },
): string {
  // The map's vector style (MAP_STYLE_URL) is fetched with its tiles, sprites and glyphs from its own origin.
  const mapSource = options.mapOrigin ? ` ${options.mapOrigin}` : ''
  const tagManagerScript = options.tagManager === true ? ` ${tagManagerScriptHost}` : ''
  const tagManagerConnect = options.tagManager === true ? ` ${tagManagerConnectSources.join(' ')}` : ''
  const connectSources = `'self'${mapSource}${tagManagerConnect}`
  const directives = [
    "default-src 'self'",
    nonce === null
      ? `script-src 'self' ${pageFirstScriptSource} ${pageStartScriptSource}${tagManagerScript}`
      : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // React renders style attributes; they cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    // Vite's development server talks to the browser over a WebSocket for hot reload.
    options.development ? `connect-src ${connectSources} ws: wss:` : `connect-src ${connectSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]
  if (options.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Security headers on every response, whatever produced it (DESIGN §2 step 1). */
export function securityHeaders(options: {
  development: boolean
  mapOrigin?: string | null
  /** GTM_ID is set: the tag manager's hosts are allowed (ADR 029). */
  tagManager?: boolean
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next()
    const https = requestProtocol(new URL(c.req.url), c.req.header('x-forwarded-proto')) === 'https:'
    const headers = c.res.headers
    headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce'), { ...options, https }))
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)')
    headers.delete('X-Powered-By')
    if (https) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  })
}
