import { expect, test } from 'vitest'
import { startShellChunk } from './start-shell-chunk.ts'

/** A module graph by static importers: `module → the modules that import it`. */
function contextOf(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) }
}

const graph = contextOf({
  '/site/pages/+Layout.tsx': [],
  '/site/pages/+onHydrationEnd.ts': [],
  '/site/pages/+onCreateGlobalContext.client.ts': [],
  '/site/components/site-header.tsx': ['/site/pages/+Layout.tsx'],
  '/site/components/smart-link.tsx': ['/site/components/site-header.tsx', '/site/components/site-footer.tsx'],
  // Imported only with import(): not at start.
  '/site/components/site-footer.tsx': [],
  '/site/components/build-updates/build-updates.ts': ['/site/pages/+onCreateGlobalContext.client.ts'],
  // Imported by a page's own entry only: not every page's.
  '/site/blocks/station-locator/station-locator.tsx': ['/site/pages/content/+Page.tsx'],
  '/site/pages/content/+Page.tsx': [],
  // A cycle that never reaches a global page file.
  '/site/a.ts': ['/site/b.ts'],
  '/site/b.ts': ['/site/a.ts'],
  // A cycle that does, entered from its far side.
  '/site/c.ts': ['/site/d.ts'],
  '/site/d.ts': ['/site/c.ts', '/site/pages/+onHydrationEnd.ts'],
  '/site/node_modules/vike-react/dist/hooks/usePageContext.js': ['/site/pages/+Layout.tsx'],
  '/site/components/site-header.css': ['/site/components/site-header.tsx'],
})

test('modules the layout and the global hooks import statically, at any depth, are in the shell', () => {
  const name = startShellChunk()
  for (const id of [
    '/site/pages/+Layout.tsx',
    '/site/components/site-header.tsx',
    '/site/components/smart-link.tsx',
    '/site/components/build-updates/build-updates.ts',
    '/site/c.ts',
    '/site/d.ts',
  ])
    expect({ id, chunk: name(id, graph) }).toEqual({ id, chunk: 'shell' })
})

test('modules reached only through import(), a page’s own entry, or a cycle of their own are left alone', () => {
  const name = startShellChunk()
  for (const id of [
    '/site/components/site-footer.tsx',
    '/site/blocks/station-locator/station-locator.tsx',
    '/site/a.ts',
    '/site/b.ts',
    '/site/unknown.ts',
  ])
    expect({ id, chunk: name(id, graph) }).toEqual({ id, chunk: null })
})

test('stylesheets, packages and virtual modules keep their own chunks', () => {
  const name = startShellChunk()
  expect(name('/site/components/site-header.css', graph)).toBeNull()
  expect(name('/site/node_modules/vike-react/dist/hooks/usePageContext.js', graph)).toBeNull()
  expect(name('\0virtual:vike:page-entry', graph)).toBeNull()
})
