import { expect, test } from 'vitest'
import { addToRegistry, blockFiles, blockNames } from './new-block.ts'

test('kebab-case and camelCase names give the same block', () => {
  const expected = {
    contentType: 'stationHeader',
    folder: 'station-header',
    camel: 'stationHeader',
    component: 'StationHeader',
    title: 'Station header',
  }
  expect(blockNames('station-header')).toEqual(expected)
  expect(blockNames('stationHeader')).toEqual(expected)
  expect(blockNames('hero')).toMatchObject({ contentType: 'hero', folder: 'hero', component: 'Hero' })
  expect(blockNames('price-list2')).toMatchObject({ contentType: 'priceList2', folder: 'price-list2' })
})

test('names that cannot round-trip between kebab-case and camelCase are refused', () => {
  for (const name of [
    '',
    'StationHeader',
    'station_header',
    'station--header',
    '-station',
    'station-',
    '2fast',
    'faqURL',
    'station-2go',
  ]) {
    expect(blockNames(name), name).toBeNull()
  }
})

const registry = `import type { ReactElement } from 'react'
import { defineBlock, type BlockFixtures } from './define-block.ts'
import {
  Hero,
} from './hero/hero.tsx'

function registerBlocks<Blocks>(blocks: Blocks): Blocks {
  return blocks
}

export const blockRegistry = registerBlocks({
  hero: defineBlock({
    contentType: 'hero',
    fixtures: () => import('./hero/hero.fixtures.ts').then((module) => module.heroFixtures),
  })
})

type Registry = typeof blockRegistry
`

test('an eager block: the registry gains the component import after the last block import, and an entry at the end', () => {
  const names = blockNames('station-header')
  if (names === null) throw new Error('station-header is a valid name')
  const lines = addToRegistry(registry, names, "The station's name, address and rating.", 'eager').split('\n')
  expect(lines.slice(4, 7)).toEqual([
    "} from './hero/hero.tsx'",
    "import { StationHeader } from './station-header/station-header.tsx'",
    '',
  ])
  const entryAt = lines.indexOf('  stationHeader: defineBlock({')
  // The previous entry had no trailing comma; it gets one.
  expect(lines[entryAt - 1]).toBe('  }),')
  expect(lines.slice(entryAt, entryAt + 8)).toEqual([
    '  stationHeader: defineBlock({',
    "    contentType: 'stationHeader',",
    "    description: 'The station\\'s name, address and rating.',",
    "    schema: () => import('./station-header/station-header.schema.ts').then((module) => module.stationHeaderSchema),",
    '    component: eager(StationHeader),',
    "    fixtures: () => import('./station-header/station-header.fixtures.ts').then((module) => module.stationHeaderFixtures),",
    '  }),',
    '})',
  ])
})

test('an eager block in a registry without block imports: its import follows the last whole import statement', () => {
  const names = blockNames('station-header')
  if (names === null) throw new Error('station-header is a valid name')
  // Since ADR 035 every block loads on demand: the registry's last import is define-block's, over lines.
  const withoutBlockImports = registry
    .replace("import {\n  Hero,\n} from './hero/hero.tsx'\n", '')
    .replace(
      "import { defineBlock, type BlockFixtures } from './define-block.ts'",
      "import {\n  defineBlock,\n  lazy,\n  type BlockFixtures,\n} from './define-block.ts'",
    )
  const lines = addToRegistry(withoutBlockImports, names, 'A station.', 'eager').split('\n')
  expect(lines.slice(5, 8)).toEqual([
    "} from './define-block.ts'",
    "import { StationHeader } from './station-header/station-header.tsx'",
    '',
  ])
})

test('a lazy block (the default): no component import, the entry loads it on demand', () => {
  const names = blockNames('station-header')
  if (names === null) throw new Error('station-header is a valid name')
  const source = addToRegistry(registry, names, 'A station.')
  expect(source).not.toContain('import { StationHeader }')
  expect(source).toContain(
    "    component: lazy(() => import('./station-header/station-header.tsx').then((module) => module.StationHeader)),",
  )
})

test('a client-only block: the entry loads the component and names the fallback the server renders', () => {
  const names = blockNames('station-map')
  if (names === null) throw new Error('station-map is a valid name')
  const lines = addToRegistry(registry, names, 'A map.', 'client-only').split('\n')
  const at = lines.indexOf('    component: clientOnly({')
  expect(lines.slice(at, at + 4)).toEqual([
    '    component: clientOnly({',
    "      load: () => import('./station-map/station-map.tsx').then((module) => module.StationMap),",
    "      fallback: () => import('./station-map/station-map-fallback.tsx').then((module) => module.StationMapFallback),",
    '    }),',
  ])
  expect(Object.keys(blockFiles(names, 'client-only'))).toContain('station-map-fallback.tsx')
  expect(Object.keys(blockFiles(names, 'lazy'))).not.toContain('station-map-fallback.tsx')
})
