import { readFileSync } from 'node:fs'
import { parseSync } from 'vite'
import { expect, test } from 'vitest'
import { blockFolderName } from '#blocks/block-folder-name.ts'
import { blockDefinition, registeredContentTypes } from '#blocks/registry.ts'
import { deferBlockLoaders } from './deferred-block-loaders.ts'

const registry = `
import { clientOnly, defineBlock, eager, lazy } from './define-block.ts'
import { Hero } from './hero/hero.tsx'
export const blockRegistry = registerBlocks({
  hero: defineBlock({ contentType: 'hero', component: eager(Hero) }),
  video: defineBlock({
    contentType: 'video',
    component: lazy(() => import('./video/video.tsx').then((module) => module.Video)),
  }),
  stationMap: defineBlock({
    contentType: 'stationMap',
    component: clientOnly({
      load: () => import('./station-map/station-map.tsx').then((module) => module.StationMap),
      fallback: () => import('./station-map/station-map-fallback.tsx').then((module) => module.Fallback),
    }),
    messages: ['station'],
  }),
})
const elsewhere = lazy(() => import('./not-a-block.ts'))
`

function parses(code: string): boolean {
  return parseSync('module.js', code).errors.length === 0
}

test('a lazy block’s loader moves to its own module, which the registry imports in its place', () => {
  const deferred = deferBlockLoaders(registry, 'registry.ts')
  expect(deferred?.modules.get('video')).toBe(
    `export const load = () => import('./video/video.tsx').then((module) => module.Video)\n`,
  )
  expect(deferred?.registry).toContain(
    `component: lazy(() => import("./registry.ts?deferred-block-loaders=video").then((loaders) => loaders.load()))`,
  )
  expect(deferred?.registry).not.toContain('./video/video.tsx')
  expect(parses(deferred?.registry ?? '')).toBe(true)
  expect(parses(deferred?.modules.get('video') ?? '')).toBe(true)
})

test('a client-only block’s two loaders share one module; eager blocks and other code stay as they were', () => {
  const deferred = deferBlockLoaders(registry, 'registry.ts')
  const stationMap = deferred?.modules.get('stationMap') ?? ''
  expect(stationMap).toContain(`export const load = () => import('./station-map/station-map.tsx')`)
  expect(stationMap).toContain(
    `export const fallback = () => import('./station-map/station-map-fallback.tsx')`,
  )
  expect(parses(stationMap)).toBe(true)
  expect(deferred?.registry).toContain(
    `load: () => import("./registry.ts?deferred-block-loaders=stationMap").then((loaders) => loaders.load())`,
  )
  expect(deferred?.registry).toContain(
    `fallback: () => import("./registry.ts?deferred-block-loaders=stationMap").then((loaders) => loaders.fallback())`,
  )
  expect(deferred?.registry).toContain(`hero: defineBlock({ contentType: 'hero', component: eager(Hero) })`)
  expect(deferred?.registry).toContain(`const elsewhere = lazy(() => import('./not-a-block.ts'))`)
  expect([...(deferred?.modules.keys() ?? [])].sort()).toEqual(['stationMap', 'video'])
})

test('code without deferred blocks is left alone, and code that does not parse stops the build', () => {
  expect(
    deferBlockLoaders(`defineBlock({ contentType: 'hero', component: eager(Hero) })`, 'registry.ts'),
  ).toBeNull()
  expect(() => deferBlockLoaders('export const = ', 'registry.ts')).toThrow()
})

test('the site’s registry: every lazy and client-only block gets its module, with the loaders its mode needs', () => {
  const source = readFileSync(new URL('../../blocks/registry.ts', import.meta.url), 'utf8')
  const deferred = deferBlockLoaders(source, 'registry.ts')
  const blocks = registeredContentTypes
    .map((contentType) => ({ contentType, loading: blockDefinition(contentType).loading }))
    .filter((block) => block.loading !== 'eager')
  expect(blocks.length).toBeGreaterThan(0)
  expect([...(deferred?.modules.keys() ?? [])].sort()).toEqual(
    blocks.map((block) => block.contentType).sort(),
  )
  for (const block of blocks) {
    const module = deferred?.modules.get(block.contentType) ?? ''
    expect(module).toContain(`export const load = () =>`)
    expect(module.includes(`export const fallback = () =>`)).toBe(block.loading === 'client-only')
    expect(module).toContain(`./${blockFolderName(block.contentType)}/`)
  }
})
