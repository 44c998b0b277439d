import { expect, test } from 'vitest'
import { withLowPriorityScripts } from './start-script-priority.server.ts'

test('ADR 035: the modules Vike and the head name are fetched at low priority', () => {
  const html =
    '<head><link rel="modulepreload" href="/assets/entries/pages_content.js" as="script" type="text/javascript">' +
    '<link rel="modulepreload" href="/assets/chunks/station-header.js"/>' +
    '<link rel="preload" href="/images/hero.avif" as="image" fetchpriority="high"></head>' +
    '<body><div id="root"><p>&lt;link rel="modulepreload" href="/x.js"&gt;</p></div>' +
    '<script id="vike_pageContext" type="application/json">{}</script>' +
    '<script src="/assets/entries/entry-client-routing.js" type="module" async></script></body>'
  expect(withLowPriorityScripts(html).join('')).toBe(
    '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entries/pages_content.js" as="script" type="text/javascript">' +
      '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/station-header.js"/>' +
      '<link rel="preload" href="/images/hero.avif" as="image" fetchpriority="high"></head>' +
      '<body><div id="root"><p>&lt;link rel="modulepreload" href="/x.js"&gt;</p></div>' +
      '<script id="vike_pageContext" type="application/json">{}</script>' +
      '<script src="/assets/entries/entry-client-routing.js" type="module" async fetchpriority="low"></script></body>',
  )
})

test('a page without scripts is left as it is', () => {
  const html = '<!DOCTYPE html><html><head><title>x</title></head><body><p>text</p></body></html>'
  expect(withLowPriorityScripts(html)).toEqual([html])
})
