import { expect, test } from 'vitest'
import { blockAssetsFromManifest } from './block-assets.server.ts'

// The shape of a client build's manifest (dist/assets.json): a lazy block, a client-only block with its
// server fallback, each block's loaders' module (ADR 026), and the chunks they share.
const manifest = {
  '_react.js': { file: 'assets/chunks/react.js' },
  'blocks/registry.ts?deferred-block-loaders=stationHeader': {
    file: 'assets/chunks/station-header-loaders.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'blocks/registry.ts?deferred-block-loaders=stationMap': {
    file: 'assets/chunks/station-map-loaders.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  '_hours.js': { file: 'assets/chunks/hours.js', imports: ['_react.js'], css: ['assets/static/hours.css'] },
  '_map-details.js': { file: 'assets/chunks/map-details.js', css: ['assets/static/map-details.css'] },
  '_ol.js': { file: 'assets/chunks/ol.js', imports: ['_react.js'] },
  'blocks/station-header/station-header.tsx': {
    file: 'assets/chunks/station-header.js',
    isDynamicEntry: true,
    imports: ['_hours.js', '_react.js'],
    css: ['assets/static/station-header.css'],
  },
  'blocks/station-map/station-map.tsx': {
    file: 'assets/chunks/station-map.js',
    isDynamicEntry: true,
    imports: ['_ol.js', '_map-details.js'],
    css: ['assets/static/station-map.css'],
  },
  'i18n/bundled-namespaces.browser.ts': {
    file: 'assets/chunks/namespaces.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'i18n/messages/fi-FI.json?messages-part=station': {
    file: 'assets/chunks/fi-station.js',
    isDynamicEntry: true,
  },
  'i18n/messages/en-EU.json?messages-part=station': {
    file: 'assets/chunks/en-station.js',
    isDynamicEntry: true,
  },
  'blocks/station-map/station-map-fallback.tsx': {
    file: 'assets/chunks/station-map-fallback.js',
    isDynamicEntry: true,
    imports: ['_map-details.js'],
  },
}

const assetsOf = blockAssetsFromManifest(manifest)

const stationHeader = { contentType: 'stationHeader', folder: 'station-header', loading: 'lazy' } as const
const stationMap = { contentType: 'stationMap', folder: 'station-map', loading: 'client-only' } as const
const hero = { contentType: 'hero', folder: 'hero', loading: 'eager' } as const

test('a lazy block: its styles and those of what it imports, and its loaders and scripts to preload', () => {
  expect(assetsOf([stationHeader])).toEqual({
    stylesheets: ['/assets/static/station-header.css', '/assets/static/hours.css'],
    modulePreloads: [
      '/assets/chunks/station-header-loaders.js',
      '/assets/chunks/station-header.js',
      '/assets/chunks/hours.js',
      '/assets/chunks/react.js',
    ],
  })
})

test('a client-only block: the styles of its fallback and its browser part; of its scripts only its loaders', () => {
  expect(assetsOf([stationMap])).toEqual({
    stylesheets: ['/assets/static/map-details.css', '/assets/static/station-map.css'],
    modulePreloads: ['/assets/chunks/station-map-loaders.js'],
  })
})

test('eager blocks add nothing; blocks sharing a chunk name it once', () => {
  expect(assetsOf([hero, stationMap, stationHeader]).stylesheets).toEqual([
    '/assets/static/map-details.css',
    '/assets/static/station-map.css',
    '/assets/static/station-header.css',
    '/assets/static/hours.css',
  ])
  expect(assetsOf([hero])).toEqual({ stylesheets: [], modulePreloads: [] })
})

test('a block the manifest does not know adds nothing; a manifest of another shape is refused', () => {
  expect(assetsOf([{ contentType: 'video', folder: 'video', loading: 'lazy' }])).toEqual({
    stylesheets: [],
    modulePreloads: [],
  })
  expect(() => blockAssetsFromManifest({ 'blocks/x/x.tsx': { css: 'not-a-list' } })).toThrow()
})

test('the texts a page loads on demand: the namespaces’ loaders and each namespace of each locale', () => {
  expect(assetsOf([], { locales: ['fi-FI', 'en-EU'], namespaces: ['station'] })).toEqual({
    stylesheets: [],
    modulePreloads: [
      '/assets/chunks/namespaces.js',
      '/assets/chunks/fi-station.js',
      '/assets/chunks/en-station.js',
    ],
  })
  // No namespace, no loaders' module; a part the build does not have (search here) is left out.
  expect(assetsOf([], { locales: ['fi-FI'], namespaces: [] }).modulePreloads).toEqual([])
  expect(assetsOf([], { locales: ['fi-FI'], namespaces: ['search'] }).modulePreloads).toEqual([
    '/assets/chunks/namespaces.js',
  ])
})
