import { expect, test } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import { bundledRedirectTables } from './redirect-table-loader.server.ts'
import {
  compileRedirectTable,
  compileRedirectTables,
  RedirectTableError,
} from './redirect-table-builder.server.ts'
import { lookupKey, lookupRedirect, type RedirectTarget } from './redirect-matcher.server.ts'

const tables = compileRedirectTables(bundledRedirectTables)

/** Where a path of a locale goes, as written in the table (`null` when it is not redirected). */
function targetOf(locale: Locale, path: string): string | null {
  const target = lookupRedirect(tables[locale], path)
  if (target === null) return null
  return target.kind === 'internal' ? target.path : target.url
}

function problemsOf(locale: Locale, file: unknown): string[] {
  return compileRedirectTable(locale, file).problems
}

const table = (redirects: Array<{ from: string; to: string }>, rules: unknown[] = []) => ({
  locale: 'fi-FI',
  redirects,
  rules,
})

test('every bundled table is valid and large (hundreds of entries per locale)', () => {
  for (const locale of locales) {
    expect(tables[locale].locale).toBe(locale)
    expect(tables[locale].exact.size).toBeGreaterThanOrEqual(300)
    // A few rules only: the bulk is exact entries, looked up in constant time.
    expect(tables[locale].prefixes.size + tables[locale].suffixes.length).toBeLessThanOrEqual(20)
  }
})

test.each<[Locale, string, string | null]>([
  // fi-FI, spec §2.8.
  ['fi-FI', '/asiakaspalvelu/palautelomake', '/yksityisille/ota-yhteytta/asiakaspalvelu'],
  ['fi-FI', '/Asiakaspalvelu/Palautelomake.aspx', '/yksityisille/ota-yhteytta/asiakaspalvelu'],
  ['fi-FI', '/lomakkeet/reklamaatio.aspx', '/yksityisille/ota-yhteytta/asiakaspalvelu'],
  ['fi-FI', '/asemat/tampere/hervanta', '/asemahaku'],
  ['fi-FI', '/asemat', '/asemahaku'],
  ['fi-FI', '/huoltoasemat/oulu/kaakkuri.aspx', '/asemahaku'],
  ['fi-FI', '/huoltoasema-helsinki-kamppi.html', '/asemahaku'],
  ['fi-FI', '/HUOLTOASEMA-HELSINKI-KAMPPI.HTML', '/asemahaku'],
  ['fi-FI', '/huoltoasema-h%C3%A4meenlinna', '/asemahaku'],
  ['fi-FI', '/uutiset', '/tietoa-meista'],
  ['fi-FI', '/media/lehdistotiedotteet/2012/uusi-asema', '/tietoa-meista'],
  ['fi-FI', '/tuotteet/polttoaineet/diesel', '/yksityisille/tuotteet'],
  ['fi-FI', '/aurora-kortti/edut', '/yksityisille/kanta-asiakkuus'],
  ['fi-FI', '/latausasemat/tampere', '/yksityisille/tuotteet/sahkoauton-lataus'],
  ['fi-FI', '/rekisteriseloste.aspx', '/yksityisille/tietosuoja'],
  ['fi-FI', '/evasteet', '/yksityisille/tietosuoja/evasteet'],
  ['fi-FI', '/yritysasiakkaat', '/yrityksille/b2b'],
  ['fi-FI', '/yritysasiakkaat/tarjouspyynto', '/yrityksille/b2b-ota-yhteytta'],
  ['fi-FI', '/yrityskortti', '/yrityksille/aurora-business-kortti'],
  ['fi-FI', '/maalampo', '/yrityksille/energiatuotteet'],
  ['fi-FI', '/lammitysoljy', '/yrityksille/energiatuotteet'],
  ['fi-FI', '/biokaasu', '/yrityksille/energiatuotteet'],
  ['fi-FI', '/yrityspalvelut', '/yrityksille/business-palvelut'],
  ['fi-FI', '/kayttoturvatiedote/adblue', '/kayttoturva-ja-tuotetiedotteet'],
  ['fi-FI', '/hairiotiedotteet', '/vika-ja-hairiotiedotteet'],
  // en-EU.
  ['en-EU', '/sustainability/wind-power', '/about-us/sustainability/wind-power'],
  [
    'en-EU',
    '/about-us/news-and-media/company-and-press-releases/2015/aurora-annual-report-2015',
    '/about-us/news-and-media/company-and-press-releases',
  ],
  [
    'en-EU',
    '/about-us/people-and-careers/open-positions/data-engineer',
    '/about-us/people-and-careers/open-positions',
  ],
  ['en-EU', '/blog/winter-car-wash-tips', '/article/winter-car-wash-tips'],
  ['en-EU', '/privacy', '/private/privacy-policy'],
  ['en-EU', '/finland/stations', 'https://aurora.fi/asemahaku'],
  ['en-EU', '/norway', 'https://aurora.no/'],
  // Same-site absolute target: kept as the locale's own path.
  ['en-EU', '/en/stationsearch.aspx', '/stationsearch?service=MAIN'],
  // no-NO.
  // The folder of the station pages without a station goes to the locator.
  ['no-NO', '/stasjoner', '/finn-stasjon'],
  ['no-NO', '/no/stasjoner', '/finn-stasjon'],
  ['no-NO', '/kundeservice', '/privat/kundservice'],
  ['no-NO', '/bedrift', '/befrift'],
  ['no-NO', '/bedriftskort', '/bedrift/aurora-business-kort'],
  ['no-NO', '/historier', '/om-oss/stories'],
  ['no-NO', '/stasjon/troms%C3%B8', '/finn-stasjon'],
  // sv-SE.
  ['sv-SE', '/kundtj%C3%A4nst', '/privat/kundservice'],
  ['sv-SE', '/stationer/stockholm/bromma', '/hitta-station'],
  ['sv-SE', '/pressmeddelanden', '/om-oss/nyheter-och-press'],
  ['sv-SE', '/foretagskunder', '/foretag/b2b'],
  ['sv-SE', '/hallbarhet', '/om-oss/hallbarhet'],
  // Obsolete, e-mail-like and junk paths go to the front page, in every locale.
  ['fi-FI', '/info@aurora.fi', '/'],
  ['fi-FI', '/mailto:asiakaspalvelu@aurora.fi', '/'],
  ['fi-FI', '/asiakaspalvelu%40aurora.fi', '/'],
  ['en-EU', '/wp-admin', '/'],
  ['sv-SE', '/.env', '/'],
  ['no-NO', '/index.php', '/'],
  ['no-NO', '/wp-login.php', '/'],
  ['fi-FI', '/undefined', '/'],
  ['en-EU', '/null', '/'],
  ['sv-SE', '/[object%20Object]', '/'],
  ['fi-FI', '/wp-content/plugins/x/readme.txt', '/'],
  ['fi-FI', '/kampanjat/kesapeli', '/'],
  // Current pages and unknown paths are not redirected.
  ['fi-FI', '/asemahaku', null],
  ['fi-FI', '/asemahaku/extra', null],
  ['fi-FI', '/', null],
  ['fi-FI', '/asematx', null],
  ['en-EU', '/about-us', null],
  ['en-EU', '/about-us/sustainability/wind-power', null],
  ['no-NO', '/finn-stasjon', null],
  // spec §2.8: /stasjoner/{station} is a current page (issue 13), not a legacy path.
  ['no-NO', '/stasjoner/oslo-majorstuen', null],
  ['no-NO', '/no/stasjoner/oslo', null],
])('%s %s → %j', (locale, path, expected) => {
  expect(targetOf(locale, path)).toBe(expected)
})

test.each([
  ['/Asemat/Tampere/', '/asemat/tampere'],
  ['/a//b', '/a/b'],
  ['/H%C3%A4meenlinna', '/hämeenlinna'],
  ['/Ha\u0308meenlinna', '/hämeenlinna'],
  ['/bad%E0%A4%A', '/bad%e0%a4%a'],
  ['/', '/'],
])('lookupKey(%j) → %j', (path, key) => {
  expect(lookupKey(path)).toBe(key)
})

test('an exact entry wins over a prefix rule, and the longest prefix wins', () => {
  const { table: compiled, problems } = compileRedirectTable(
    'fi-FI',
    table(
      [{ from: '/asemat/hinnat', to: '/yksityisille/tuotteet' }],
      [
        { prefix: '/asemat', to: '/asemahaku' },
        { prefix: '/asemat/vanhat', to: '/' },
        { suffix: '.php', to: '/' },
      ],
    ),
  )
  expect(problems).toEqual([])
  const target = (path: string) => {
    const found: RedirectTarget | null = lookupRedirect(compiled, path)
    return found?.kind === 'internal' ? found.path : found
  }
  expect(target('/asemat/hinnat')).toBe('/yksityisille/tuotteet')
  expect(target('/asemat/oulu')).toBe('/asemahaku')
  expect(target('/asemat/vanhat/oulu')).toBe('/')
  expect(target('/asemat/vanhat.php')).toBe('/asemahaku')
  expect(target('/muut/index.php')).toBe('/')
  expect(target('/asemat-kartta')).toBeNull()
})

test.each<[string, unknown, string]>([
  ['a source without "/"', table([{ from: 'asemat', to: '/asemahaku' }]), 'redirects[0].from must be a path'],
  [
    'a source with a query',
    table([{ from: '/a?id=1', to: '/asemahaku' }]),
    'redirects[0].from must be a path',
  ],
  ['a source with a space', table([{ from: '/a b', to: '/asemahaku' }]), 'redirects[0].from must be a path'],
  ['an unknown field', { ...table([]), extra: 1 }, 'Unrecognized key'],
  ['an empty target', table([{ from: '/a', to: '' }]), 'redirects[0].to is empty'],
  [
    'too many rules',
    table(
      [],
      Array.from({ length: 51 }, (_, i) => ({ prefix: `/p${i}`, to: '/' })),
    ),
    'keep rules few',
  ],
  ['a bad suffix', table([], [{ suffix: 'php', to: '/' }]), 'must be a file extension'],
])('%s is refused by the schema', (_name, file, message) => {
  expect(problemsOf('fi-FI', file).join('\n')).toContain(message)
})

test.each<[string, Array<{ from: string; to: string }>, string]>([
  [
    'a repeated source',
    [
      { from: '/a', to: '/asemahaku' },
      { from: '/a', to: '/' },
    ],
    'repeats redirects[0]',
  ],
  [
    'a source repeated in another case',
    [
      { from: '/Asemat.aspx', to: '/asemahaku' },
      { from: '/asemat.ASPX', to: '/' },
    ],
    'repeats redirects[0]',
  ],
  [
    'a source repeated encoded',
    [
      { from: '/hämeenlinna', to: '/asemahaku' },
      { from: '/h%C3%A4meenlinna', to: '/' },
    ],
    'repeats redirects[0]',
  ],
  ['a trailing slash', [{ from: '/a/', to: '/asemahaku' }], 'ends with "/"'],
  ['a doubled slash', [{ from: '/a//b', to: '/asemahaku' }], 'contains "//"'],
  ['an API path', [{ from: '/api/v1/auth', to: '/' }], 'is under /api'],
  ['a client build path', [{ from: '/assets/app.js', to: '/' }], 'is under /assets'],
  ['a health check', [{ from: '/healthz', to: '/' }], 'is under /healthz'],
  ['robots.txt', [{ from: '/robots.txt', to: '/' }], 'is under /robots.txt'],
  ['preview', [{ from: '/preview/x', to: '/' }], 'is under /preview'],
  ['a locale prefix', [{ from: '/fi-FI/asemat', to: '/asemahaku' }], 'starts with a locale'],
  [
    'a client navigation payload',
    [{ from: '/a/index.pageContext.json', to: '/' }],
    'client navigation payload',
  ],
  ['the landing page', [{ from: '/%2F', to: '/asemahaku' }], 'is the landing page'],
  ['a protocol-relative target', [{ from: '/a', to: '//evil.com' }], 'neither a site path'],
  ['a backslash target', [{ from: '/a', to: '/\\evil.com' }], 'printable ASCII'],
  ['a doubled slash in a target', [{ from: '/a', to: '/x//evil.com' }], 'printable ASCII'],
  ['a target with a trailing slash', [{ from: '/a', to: '/asemahaku/' }], 'ends with "/"'],
  ['a target with a locale prefix', [{ from: '/a', to: '/fi-FI/asemahaku' }], 'starts with /fi-FI'],
  ['a target with a space in its query', [{ from: '/a', to: '/asemahaku?q=a b' }], 'in its query'],
  ['an http target', [{ from: '/a', to: 'http://aurora.se/' }], 'must be https'],
  ['a foreign host', [{ from: '/a', to: 'https://evil.com/' }], 'not one of our sites'],
  ['a www. host', [{ from: '/a', to: 'https://www.aurora.se/' }], 'not one of our sites'],
  ['a look-alike host', [{ from: '/a', to: 'https://aurora.se.evil.com/' }], 'not one of our sites'],
  ['credentials', [{ from: '/a', to: 'https://aurora.se@evil.com/' }], 'user, password or port'],
  ['credentials on our host', [{ from: '/a', to: 'https://user@aurora.se/' }], 'user, password or port'],
  ['a port', [{ from: '/a', to: 'https://aurora.se:8443/' }], 'user, password or port'],
  ['a script URL', [{ from: '/a', to: 'javascript:alert(1)' }], 'must be https'],
  ['a relative target', [{ from: '/a', to: 'asemahaku' }], 'neither a site path'],
])('%s is refused', (_name, redirects, message) => {
  const problems = problemsOf('fi-FI', table(redirects))
  expect(problems.join('\n')).toContain(message)
  expect(problems.every((problem) => problem.startsWith('redirects/tables/fi-FI.json: '))).toBe(true)
})

test('a table for another locale than its file is refused', () => {
  expect(problemsOf('sv-SE', table([]))).toEqual([
    'redirects/tables/sv-SE.json: locale is fi-FI, but the file is the table of sv-SE',
  ])
})

test('an absolute target on the table’s own site is its own path (made relative)', () => {
  const { table: compiled, problems } = compileRedirectTable('sv-SE', {
    locale: 'sv-SE',
    redirects: [{ from: '/gammal', to: 'https://aurora.se/hitta-station?karta=1' }],
  })
  expect(problems).toEqual([])
  expect(lookupRedirect(compiled, '/gammal')).toMatchObject({
    kind: 'internal',
    path: '/hitta-station?karta=1',
  })
})

test('a chain is refused: every target must be final', () => {
  const problems = problemsOf(
    'fi-FI',
    table([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/asemahaku' },
    ]),
  )
  expect(problems).toEqual([
    'redirects/tables/fi-FI.json: redirects[0] goes to "/b", which redirects[1] redirects again to "/asemahaku": point it at the final page (no chains)',
  ])
})

test('a chain through a prefix rule, another case or a query is refused', () => {
  expect(
    problemsOf('fi-FI', table([{ from: '/a', to: '/vanhat/x' }], [{ prefix: '/vanhat', to: '/' }])),
  ).toHaveLength(1)
  expect(
    problemsOf(
      'fi-FI',
      table([
        { from: '/A', to: '/b' },
        { from: '/B', to: '/' },
      ]),
    ),
  ).toHaveLength(1)
  expect(
    problemsOf(
      'fi-FI',
      table([
        { from: '/a', to: '/b?x=1' },
        { from: '/b', to: '/' },
      ]),
    ),
  ).toHaveLength(1)
})

test('a cycle is refused and named as one', () => {
  const problems = problemsOf(
    'fi-FI',
    table([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ]),
  )
  expect(problems).toHaveLength(2)
  expect(problems[0]).toContain('redirects[0] is part of a cycle')
  expect(problemsOf('fi-FI', table([{ from: '/a', to: '/a' }]))[0]).toContain('is part of a cycle')
  expect(problemsOf('fi-FI', table([], [{ prefix: '/a', to: '/a/b' }]))[0]).toContain('is part of a cycle')
})

test('a target on another country site that redirects again is refused across tables', () => {
  const inputs = {
    ...bundledRedirectTables,
    'en-EU': { locale: 'en-EU', redirects: [{ from: '/finland/old', to: 'https://aurora.fi/asemat/oulu' }] },
  }
  expect(() => compileRedirectTables(inputs)).toThrow(RedirectTableError)
  try {
    compileRedirectTables(inputs)
  } catch (error) {
    if (!(error instanceof RedirectTableError)) throw error
    expect(error.problems).toEqual([
      'redirects/tables/en-EU.json: redirects[0] goes to https://aurora.fi/asemat/oulu, which redirects/tables/fi-FI.json rules[0] redirects again: point it at the final page (no chains)',
    ])
    expect(error.message).toMatch(/^redirect tables are invalid:\n/)
  }
})

test('a table that is not there at all is one problem, not a crash', () => {
  expect(() => compileRedirectTables({ ...bundledRedirectTables, 'no-NO': undefined })).toThrow(
    /redirects\/tables\/no-NO\.json: {2}?Invalid input/,
  )
})
