import { expect, test } from 'vitest'
import { mixedBlocksPage, parseBenchOptions } from './bench-options.ts'

test('defaults to the landing page, 10 s, 10 connections and the dist build', () => {
  expect(parseBenchOptions([])).toEqual({
    ok: true,
    options: {
      path: '/',
      blocks: null,
      durationSeconds: 10,
      connections: 10,
      serverEntry: 'dist/server/index.mjs',
      renderSeconds: 5,
      json: false,
    },
  })
})

test('reads the path and every option', () => {
  const argv = [
    '/en-EU',
    '--duration',
    '5',
    '--connections',
    '20',
    '--server-entry',
    'x.mjs',
    '--render-duration',
    '3',
    '--json',
    '--blocks',
    '50',
  ]
  expect(parseBenchOptions(argv)).toEqual({
    ok: true,
    options: {
      path: '/en-EU',
      blocks: 50,
      durationSeconds: 5,
      connections: 20,
      serverEntry: 'x.mjs',
      renderSeconds: 3,
      json: true,
    },
  })
})

test('--blocks without a path benches the generated mixed page', () => {
  expect(parseBenchOptions(['--blocks', '200'])).toMatchObject({
    ok: true,
    options: { path: mixedBlocksPage.path, blocks: 200 },
  })
  expect(mixedBlocksPage.path).toBe('/en-EU/bench-mixed-blocks')
})

test('names every bad value at once', () => {
  const result = parseBenchOptions(['en-EU', '--blocks', '2.5', '--duration', '0', '--connections', 'many'])
  expect(result).toEqual({
    ok: false,
    problems: [
      'the path must start with one / (got "en-EU")',
      '--blocks must be a whole number of at least 1 (got "2.5")',
      '--duration must be a whole number of at least 1 (got "0")',
      '--connections must be a whole number of at least 1 (got "many")',
    ],
  })
})

test('refuses a second path, a full URL and an unknown option', () => {
  expect(parseBenchOptions(['/', '/en-EU'])).toMatchObject({ ok: false })
  expect(parseBenchOptions(['//evil.example/'])).toMatchObject({ ok: false })
  expect(parseBenchOptions(['--bogus'])).toMatchObject({ ok: false })
})

test('--help asks for the usage text', () => {
  expect(parseBenchOptions(['--help'])).toEqual({ ok: 'help' })
})
