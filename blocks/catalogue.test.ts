import { readdirSync, readFileSync } from 'node:fs'
import { composeStories } from '@storybook/react-vite'
import type { Store_CSFExports } from 'storybook/internal/types'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { blockFolderName } from './block-folder-name.ts'
import { blockRegistry, registeredContentTypes } from './registry.ts'

// The catalogue promise of DESIGN §4: every registered block comes with fixtures its own schema accepts
// and a story, and no block folder exists outside the registry.

/** Lazy: a story file is imported only by the test that checks it. */
const storyModules = import.meta.glob('./*/*.stories.tsx')

function isCsfModule(module: unknown): module is Store_CSFExports {
  return (
    typeof module === 'object' &&
    module !== null &&
    'default' in module &&
    typeof module.default === 'object' &&
    module.default !== null
  )
}

function storyPath(contentType: string): string {
  const folder = blockFolderName(contentType)
  return `./${folder}/${folder}.stories.tsx`
}

describe.each(registeredContentTypes)('%s', (contentType) => {
  const block = blockRegistry[contentType]

  test('has fixtures', async () => {
    const fixtures = await block.fixtures()
    expect(Object.keys(fixtures).length, `${contentType} has no fixtures`).toBeGreaterThan(0)
  })

  test('every fixture passes the block schema', async () => {
    const fixtures: Readonly<Record<string, unknown>> = await block.fixtures()
    const schema: z.ZodType = await block.loadSchema()
    const failures = Object.entries(fixtures).flatMap(([name, fixture]) => {
      const result = schema.safeParse(fixture)
      return result.success ? [] : [`fixture "${name}":\n${z.prettifyError(result.error)}`]
    })
    if (failures.length > 0) {
      throw new Error(`${contentType}: ${failures.length} invalid fixture(s)\n${failures.join('\n')}`)
    }
  })

  test('has a story file with at least one story, filed under Blocks/', async () => {
    const path = storyPath(contentType)
    const load = storyModules[path]
    if (load === undefined) throw new Error(`${contentType} has no stories: expected blocks/${path.slice(2)}`)
    const module = await load()
    if (!isCsfModule(module)) throw new Error(`blocks/${path.slice(2)} has no default export (meta)`)
    expect(Object.keys(composeStories(module)).length, `${path} exports no story`).toBeGreaterThan(0)
    expect(module.default.title, `${path}: catalogue title`).toMatch(/^Blocks\//)
    // ADR 017: designers see a client-only block both ways: as the browser shows it and as the server
    // renders it until then.
    if (block.loading === 'client-only') {
      expect(Object.keys(composeStories(module)), `${path}: a Fallback story`).toContain('Fallback')
    }
  })
})

test('ADR 017: the registry imports only eager blocks’ components; the others load on demand', () => {
  const registrySource = readFileSync(new URL('./registry.ts', import.meta.url), 'utf8')
  const staticImports = [...registrySource.matchAll(/^import[^;]*? from '\.\/([a-z0-9-]+)\/[^']+'$/gm)].map(
    (match) => match[1],
  )
  const eagerFolders = registeredContentTypes
    .filter((contentType) => blockRegistry[contentType].loading === 'eager')
    .map(blockFolderName)
  expect([...new Set(staticImports)].sort()).toEqual(eagerFolders.sort())
  // The shop's product list and the video player are code most pages do not need.
  expect(blockRegistry.productList.loading).toBe('lazy')
  expect(blockRegistry.video.loading).toBe('lazy')
})

test('every block folder is registered', () => {
  const registeredFolders = new Set(registeredContentTypes.map(blockFolderName))
  const folders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const orphans = folders.filter((folder) => !registeredFolders.has(folder))
  expect(orphans, 'block folders missing from blocks/registry.ts').toEqual([])
})

test('a content type maps to its kebab-case folder', () => {
  expect(blockFolderName('hero')).toBe('hero')
  expect(blockFolderName('richText')).toBe('rich-text')
  expect(blockFolderName('stationHeaderV2')).toBe('station-header-v2')
})

test('ADR 035: a block that hydrates after the start has no state and no handlers of its own', () => {
  const afterStart = registeredContentTypes.filter(
    (contentType) => blockRegistry[contentType].hydration === 'after-start',
  )
  // The presentational content blocks are among them; the accordion and the table answer clicks.
  expect(afterStart).toEqual(expect.arrayContaining(['hero', 'richText', 'article', 'linkCards', 'banner']))
  expect(afterStart).not.toContain('accordion')
  expect(afterStart).not.toContain('table')
  for (const contentType of afterStart) {
    const folder = blockFolderName(contentType)
    const components = readdirSync(new URL(`./${folder}/`, import.meta.url)).filter(
      (file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file),
    )
    expect(components, folder).toContain(`${folder}.tsx`)
    for (const file of components) {
      const source = readFileSync(new URL(`./${folder}/${file}`, import.meta.url), 'utf8')
      // Until its code is here, the block is the server's markup: nothing in it may need React to work.
      expect(source, file).not.toMatch(
        /\buse(State|Reducer|Effect|LayoutEffect|Ref|SyncExternalStore)\b|\son[A-Z]\w*=/,
      )
    }
  }
})
