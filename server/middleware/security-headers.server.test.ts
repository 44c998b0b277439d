import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { pageFirstScript } from '#http/page-first-script.ts'
import { pageStartScript } from '#server/start-script-priority.server.ts'
import { contentSecurityPolicy } from './security-headers.server.ts'

function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

/** The CSP source that admits the first script of every page's head (pages/+headHtmlBegin.ts). */
const firstScriptHash = hashSource(pageFirstScript)

/** The CSP source that admits the script starting a shared page's modules after its first paint (ADR 039). */
const startScriptHash = hashSource(pageStartScript)

test('the map style’s origin may be fetched only when a style is configured', () => {
  const without = contentSecurityPolicy(null, { development: false, https: true })
  expect(without).toContain("connect-src 'self';")
  const withStyle = contentSecurityPolicy(null, {
    development: false,
    https: true,
    mapOrigin: 'https://tiles.example.com',
  })
  expect(withStyle).toContain("connect-src 'self' https://tiles.example.com;")
})

test('ADR 029: the tag manager’s hosts are allowed only when GTM_ID is set', () => {
  const without = contentSecurityPolicy(null, { development: false, https: true })
  expect(without).toContain(`script-src 'self' ${firstScriptHash} ${startScriptHash};`)
  expect(without).not.toContain('googletagmanager')

  const shared = contentSecurityPolicy(null, { development: false, https: true, tagManager: true })
  expect(shared).toContain(
    `script-src 'self' ${firstScriptHash} ${startScriptHash} https://www.googletagmanager.com;`,
  )
  expect(shared).toContain(
    "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;",
  )
  expect(shared).not.toMatch(/script-src[^;]*unsafe-inline/)

  // A personal answer admits the tag manager through its nonce: no host is widened there.
  const personal = contentSecurityPolicy('abc123', { development: false, https: true, tagManager: true })
  expect(personal).toContain("script-src 'nonce-abc123' 'strict-dynamic';")
})

test('issue 17, ADR 039: a shared answer admits exactly its two inline scripts by their hashes; a personal one by its nonce', () => {
  const shared = contentSecurityPolicy(null, { development: false, https: true })
  expect(shared.match(/'sha256-[^']+'/g)).toEqual([firstScriptHash, startScriptHash])
  // One character more and the hash no longer matches: an injected inline script is refused.
  expect(shared).not.toContain(hashSource(`${pageFirstScript};`))
  expect(shared).not.toContain(hashSource(`${pageStartScript};`))
  const personal = contentSecurityPolicy('abc123', { development: false, https: true })
  expect(personal).toContain("script-src 'nonce-abc123' 'strict-dynamic';")
  expect(personal).not.toContain('sha256-')
})
