import { expect, test } from 'vitest'
import {
  benchOptionSpec,
  benchUsage,
  defaultLoadPaths,
  mixedBlocksPage,
  parseBenchOptions,
} from './bench-options.ts'

test('defaults to the landing page, a station page and the locator, 10 s, 10 connections, the dist build', () => {
  expect(parseBenchOptions([])).toEqual({
    ok: true,
    options: {
      mode: 'load',
      paths: ['/en-EU', '/en-EU/stationsearch/pesu-helsinki-keskusta', '/en-EU/stationsearch'],
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
      mode: 'load',
      paths: ['/en-EU'],
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
    options: { paths: [mixedBlocksPage.path], blocks: 200 },
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

test('the default paths are pages of the embedded content', async () => {
  const { readFile } = await import('node:fs/promises')
  const read = (file: string) => readFile(new URL(`../../content/${file}`, import.meta.url), 'utf8')
  // The landing page and the locator are content files; a station page is a station of the network.
  expect(await read('en-EU/pages/landing.json')).toContain('"contentType"')
  expect(await read('en-EU/pages/stationsearch.json')).toContain('"stationLocator"')
  expect(await read('stations/fi.json')).toContain('"slug": "pesu-helsinki-keskusta"')
  expect(defaultLoadPaths).toContain('/en-EU/stationsearch/pesu-helsinki-keskusta')
})

test('takes several paths; refuses one given twice, a full URL and an unknown option', () => {
  expect(parseBenchOptions(['/', '/en-EU', '--blocks', '3'])).toMatchObject({
    ok: true,
    options: { paths: ['/', '/en-EU'], blocks: 3 },
  })
  expect(parseBenchOptions(['/en-EU', '/fi-FI', '/en-EU'])).toEqual({
    ok: false,
    problems: ['a path is given twice (/en-EU /fi-FI /en-EU)'],
  })
  expect(parseBenchOptions(['//evil.example/'])).toMatchObject({ ok: false })
  expect(parseBenchOptions(['--bogus'])).toMatchObject({ ok: false })
})

test('--help asks for the usage text', () => {
  expect(parseBenchOptions(['--help'])).toEqual({ ok: 'help' })
})

test('--page-weight takes several paths, / when none is given', () => {
  expect(parseBenchOptions(['--page-weight', '/fi-FI', '/sv-SE/privat/kundservice', '--json'])).toEqual({
    ok: true,
    options: {
      mode: 'page-weight',
      paths: ['/fi-FI', '/sv-SE/privat/kundservice'],
      serverEntry: 'dist/server/index.mjs',
      json: true,
    },
  })
  expect(parseBenchOptions(['--page-weight'])).toMatchObject({ ok: true, options: { paths: ['/'] } })
})

test('--lighthouse runs 5 times per path unless --runs says otherwise', () => {
  expect(parseBenchOptions(['--lighthouse', '/fi-FI', '/en-EU'])).toEqual({
    ok: true,
    options: {
      mode: 'lighthouse',
      paths: ['/fi-FI', '/en-EU'],
      runs: 5,
      serverEntry: 'dist/server/index.mjs',
      json: false,
    },
  })
  expect(
    parseBenchOptions(['--lighthouse', '/fi-FI', '--runs', '3', '--server-entry', 'x.mjs']),
  ).toMatchObject({
    ok: true,
    options: { runs: 3, serverEntry: 'x.mjs' },
  })
})

test('the new modes refuse load-test options, bad paths and a bad --runs, all named at once', () => {
  expect(
    parseBenchOptions(['--lighthouse', 'fi-FI', '--runs', '0', '--duration', '5', '--blocks', '10']),
  ).toEqual({
    ok: false,
    problems: [
      '--blocks belongs to the load test, not --lighthouse',
      '--duration belongs to the load test, not --lighthouse',
      'the path must start with one / (got "fi-FI")',
      '--runs must be a whole number of at least 1 (got "0")',
    ],
  })
})

test('--runs needs --lighthouse, and the two new modes do not combine', () => {
  expect(parseBenchOptions(['/', '--runs', '3'])).toEqual({
    ok: false,
    problems: ['--runs belongs to --lighthouse'],
  })
  expect(parseBenchOptions(['--page-weight', '--runs', '3'])).toEqual({
    ok: false,
    problems: ['--runs belongs to --lighthouse'],
  })
  expect(parseBenchOptions(['--page-weight', '--lighthouse'])).toEqual({
    ok: false,
    problems: ['--page-weight and --lighthouse: one at a time'],
  })
})

test('the usage text names every option the parser accepts', () => {
  for (const option of Object.keys(benchOptionSpec)) expect(benchUsage).toContain(`--${option}`)
})

test('--redirect-cost takes an optional table size and nothing of the other modes', () => {
  expect(parseBenchOptions(['--redirect-cost'])).toEqual({
    ok: true,
    options: { mode: 'redirect-cost', entries: 10_000, json: false },
  })
  expect(parseBenchOptions(['--redirect-cost', '--entries', '500', '--json'])).toEqual({
    ok: true,
    options: { mode: 'redirect-cost', entries: 500, json: true },
  })
  expect(parseBenchOptions(['--redirect-cost', '/en-EU', '--duration', '5'])).toEqual({
    ok: false,
    problems: ['--duration does not apply to --redirect-cost', '--redirect-cost takes no path'],
  })
  expect(parseBenchOptions(['--entries', '5'])).toEqual({
    ok: false,
    problems: ['--entries belongs to --redirect-cost'],
  })
})

test('--zod-chunk runs on its own, with --json at most', () => {
  expect(parseBenchOptions(['--zod-chunk'])).toEqual({
    ok: true,
    options: { mode: 'zod-chunk', json: false },
  })
  expect(parseBenchOptions(['--zod-chunk', '--json'])).toEqual({
    ok: true,
    options: { mode: 'zod-chunk', json: true },
  })
  expect(parseBenchOptions(['--zod-chunk', '/en-EU', '--page-weight'])).toEqual({
    ok: false,
    problems: ['--page-weight does not apply to --zod-chunk', '--zod-chunk takes no path'],
  })
})

test('--clustering: 5,000 and 50,000 stations, 5 rounds, unless told otherwise', () => {
  expect(parseBenchOptions(['--clustering'])).toEqual({
    ok: true,
    options: { mode: 'clustering', stations: [5000, 50_000], rounds: 5, json: false },
  })
  expect(parseBenchOptions(['--clustering', '--stations', '1200, 5000', '--rounds', '3', '--json'])).toEqual({
    ok: true,
    options: { mode: 'clustering', stations: [1200, 5000], rounds: 3, json: true },
  })
})

test('--clustering refuses bad sizes, paths and other modes’ options, all named at once', () => {
  expect(
    parseBenchOptions([
      '--clustering',
      '/fi-FI',
      '--stations',
      '5000,lots',
      '--rounds',
      '0',
      '--duration',
      '5',
    ]),
  ).toEqual({
    ok: false,
    problems: [
      '--duration does not apply to --clustering',
      '--clustering takes no path',
      '--stations must be a whole number of at least 1 (got "lots")',
      '--rounds must be a whole number of at least 1 (got "0")',
    ],
  })
  expect(parseBenchOptions(['--stations', '5000'])).toEqual({
    ok: false,
    problems: ['--stations belongs to --clustering'],
  })
})

test('--cart-validation: 10 connections for 10 s against the dist build unless told otherwise', () => {
  expect(parseBenchOptions(['--cart-validation'])).toEqual({
    ok: true,
    options: {
      mode: 'cart-validation',
      durationSeconds: 10,
      connections: 10,
      serverEntry: 'dist/server/index.mjs',
      json: false,
    },
  })
  expect(
    parseBenchOptions(['--cart-validation', '--duration', '3', '--connections', '20', '--json']),
  ).toEqual({
    ok: true,
    options: {
      mode: 'cart-validation',
      durationSeconds: 3,
      connections: 20,
      serverEntry: 'dist/server/index.mjs',
      json: true,
    },
  })
})

test('--cart-validation refuses a path, bad numbers and other modes’ options, all named at once', () => {
  expect(
    parseBenchOptions([
      '--cart-validation',
      '/en-EU',
      '--blocks',
      '5',
      '--connections',
      '0',
      '--page-weight',
    ]),
  ).toEqual({
    ok: false,
    problems: [
      '--blocks does not apply to --cart-validation',
      '--page-weight does not apply to --cart-validation',
      '--cart-validation takes no path',
      '--connections must be a whole number of at least 1 (got "0")',
    ],
  })
})

test('--orders: 300 orders per engine at 10 connections by default; its own options only', () => {
  expect(parseBenchOptions(['--orders'])).toEqual({
    ok: true,
    options: {
      mode: 'orders',
      count: 300,
      connections: 10,
      postgresUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      serverEntry: 'dist/server/index.mjs',
      json: false,
    },
  })
  expect(
    parseBenchOptions([
      '--orders',
      '--count',
      '50',
      '--connections',
      '4',
      '--postgres-url',
      'postgres://db/x',
    ]),
  ).toMatchObject({ ok: true, options: { count: 50, connections: 4, postgresUrl: 'postgres://db/x' } })
  expect(parseBenchOptions(['--orders', '--duration', '5', '/en-EU', '--postgres-url', 'mysql://x'])).toEqual(
    {
      ok: false,
      problems: [
        '--duration does not apply to --orders',
        '--orders takes no path',
        '--postgres-url must be a postgres:// URL (got "mysql://x")',
      ],
    },
  )
  expect(parseBenchOptions(['--count', '5'])).toEqual({
    ok: false,
    problems: ['--count belongs to --orders'],
  })
})

test('--soak: 5-minute windows, a 15 s probe at 10 connections unless told otherwise', () => {
  expect(parseBenchOptions(['--soak', '1800'])).toEqual({
    ok: true,
    options: {
      mode: 'soak',
      soakSeconds: 1800,
      windowSeconds: 300,
      probeSeconds: 15,
      connections: 10,
      serverEntry: 'dist/server/index.mjs',
      json: false,
    },
  })
  expect(
    parseBenchOptions([
      '--soak',
      '180',
      '--window',
      '60',
      '--probe-duration',
      '5',
      '--connections',
      '4',
      '--json',
      '--server-entry',
      'x.mjs',
    ]),
  ).toEqual({
    ok: true,
    options: {
      mode: 'soak',
      soakSeconds: 180,
      windowSeconds: 60,
      probeSeconds: 5,
      connections: 4,
      serverEntry: 'x.mjs',
      json: true,
    },
  })
})

test('--soak refuses a path, bad numbers and other modes’ options, all named at once', () => {
  expect(
    parseBenchOptions(['--soak', 'long', '/en-EU', '--window', '0', '--duration', '5', '--blocks', '2']),
  ).toEqual({
    ok: false,
    problems: [
      '--duration does not apply to --soak',
      '--blocks does not apply to --soak',
      '--soak takes no path',
      '--soak must be a whole number of at least 1 (got "long")',
      '--window must be a whole number of at least 1 (got "0")',
    ],
  })
  expect(parseBenchOptions(['--soak'])).toMatchObject({ ok: false })
  expect(parseBenchOptions(['/en-EU', '--window', '60', '--probe-duration', '3'])).toEqual({
    ok: false,
    problems: ['--window belongs to --soak', '--probe-duration belongs to --soak'],
  })
})
