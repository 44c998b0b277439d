import { expect, test } from 'vitest'
import { blockAssetsFromManifest } from './block-assets.server.ts'

// The shape of a client build's manifest (dist/assets.json): a lazy block, a client-only block with its
// server fallback, and the chunks they share.
const manifest = {
  '_react.js': { file: 'assets/chunks/react.js' },
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
  'blocks/station-map/station-map-fallback.tsx': {
    file: 'assets/chunks/station-map-fallback.js',
    isDynamicEntry: true,
    imports: ['_map-details.js'],
  },
}

const assetsOf = blockAssetsFromManifest(manifest)

test('a lazy block: its styles and those of what it imports, and its scripts to preload', () => {
  expect(assetsOf([{ folder: 'station-header', loading: 'lazy' }])).toEqual({
    stylesheets: ['/assets/static/station-header.css', '/assets/static/hours.css'],
    modulePreloads: [
      '/assets/chunks/station-header.js',
      '/assets/chunks/hours.js',
      '/assets/chunks/react.js',
    ],
  })
})

test('ADR 035: a lazy block that hydrates after the start has its styles linked and no script preloaded', () => {
  expect(assetsOf([{ folder: 'station-header', loading: 'lazy', hydration: 'after-start' }])).toEqual({
    stylesheets: ['/assets/static/station-header.css', '/assets/static/hours.css'],
    modulePreloads: [],
  })
  // The same block hydrating with the page still preloads its scripts: the two are not mixed up.
  expect(
    assetsOf([{ folder: 'station-header', loading: 'lazy', hydration: 'at-start' }]).modulePreloads,
  ).toContain('/assets/chunks/station-header.js')
})

test('a client-only block: the styles of its fallback and its browser part, no script preloaded', () => {
  expect(assetsOf([{ folder: 'station-map', loading: 'client-only' }])).toEqual({
    stylesheets: ['/assets/static/map-details.css', '/assets/static/station-map.css'],
    modulePreloads: [],
  })
})

test('eager blocks add nothing; blocks sharing a chunk name it once', () => {
  expect(
    assetsOf([
      { folder: 'hero', loading: 'eager' },
      { folder: 'station-map', loading: 'client-only' },
      { folder: 'station-header', loading: 'lazy' },
    ]).stylesheets,
  ).toEqual([
    '/assets/static/map-details.css',
    '/assets/static/station-map.css',
    '/assets/static/station-header.css',
    '/assets/static/hours.css',
  ])
  expect(assetsOf([{ folder: 'hero', loading: 'eager' }])).toEqual({ stylesheets: [], modulePreloads: [] })
})

test('a block the manifest does not know adds nothing; a manifest of another shape is refused', () => {
  expect(assetsOf([{ folder: 'video', loading: 'lazy' }])).toEqual({ stylesheets: [], modulePreloads: [] })
  expect(() => blockAssetsFromManifest({ 'blocks/x/x.tsx': { css: 'not-a-list' } })).toThrow()
})

test('the footer, which hydrates after the start, has its styles named on every page, blocks or none', () => {
  const withFooter = blockAssetsFromManifest({
    ...manifest,
    'components/site-footer.tsx': {
      file: 'assets/chunks/site-footer.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
      css: ['assets/static/site-footer.css'],
    },
  })
  expect(withFooter([])).toEqual({ stylesheets: ['/assets/static/site-footer.css'], modulePreloads: [] })
  expect(withFooter([{ folder: 'station-map', loading: 'client-only' }]).stylesheets).toEqual([
    '/assets/static/site-footer.css',
    '/assets/static/map-details.css',
    '/assets/static/station-map.css',
  ])
})
