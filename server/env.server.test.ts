import { expect, test } from 'vitest'
import { mapStyleSetting, parseEnv } from './env.server.ts'

test('an empty environment gives the documented defaults', () => {
  const result = parseEnv({})
  expect(result).toMatchObject({
    ok: true,
    env: {
      PORT: 3000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      CONTENT_DIR: 'content',
      LOG_LEVEL: 'info',
    },
  })
})

test.each([
  [{ PORT: 'abc' }, ['PORT must be a whole number from 0 to 65535 (got "abc")']],
  [{ PORT: '70000' }, ['PORT must be a whole number from 0 to 65535 (got "70000")']],
  [{ PORT: '-1' }, ['PORT must be a whole number from 0 to 65535 (got "-1")']],
  [{ DATABASE_URL: 'nonsense' }, ['DATABASE_URL must be a postgres:// or postgresql:// connection URL']],
  [
    { DATABASE_URL: 'postgres://db.internal/forecourt' },
    ['SESSION_SECRET is required when DATABASE_URL is set'],
  ],
  [
    { CMS_API_URL: 'ftp://cms.example.com' },
    ['CMS_API_URL must be an http(s) URL such as https://cms.example.com (got "ftp://cms.example.com")'],
  ],
  [
    { GTM_ID: 'gtm-abc12' },
    [
      'GTM_ID must be GTM- or G- followed by uppercase letters and digits; did you mean GTM-ABC12? (got "gtm-abc12")',
    ],
  ],
  [
    { LOCALE_DOMAINS: 'fi-FI=aurora.fi,de-DE=aurora.de' },
    [
      'LOCALE_DOMAINS "de-DE=aurora.de" is not locale=host (locales: fi-FI, en-EU, sv-SE, no-NO) (got "fi-FI=aurora.fi,de-DE=aurora.de")',
    ],
  ],
  [{ MAP_API_KEY: 'k' }, ['MAP_STYLE_URL is required when MAP_API_KEY is set']],
  [{ SESSION_SECRET: 'short' }, ['SESSION_SECRET must be at least 32 characters']],
])('%j is refused with one line per problem', (source, problems) => {
  expect(parseEnv(source)).toEqual({ ok: false, problems })
})

test('several bad variables give several lines, and secrets are never echoed', () => {
  const result = parseEnv({ PORT: 'x', PREVIEW_TOKEN: 'tiny', LOG_LEVEL: 'loud' })
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.problems).toHaveLength(3)
  expect(result.problems.join('\n')).not.toContain('tiny')
})

test('locale domains become a map from locale to lower-case host', () => {
  const result = parseEnv({
    LOCALE_DOMAINS: 'fi-FI=Aurora.fi, en-EU=aurora.eu,sv-SE=aurora.se,no-NO=aurora.no',
  })
  expect(result).toMatchObject({
    ok: true,
    env: {
      LOCALE_DOMAINS: {
        'fi-FI': 'aurora.fi',
        'en-EU': 'aurora.eu',
        'sv-SE': 'aurora.se',
        'no-NO': 'aurora.no',
      },
    },
  })
})

test('a PostgreSQL URL with a secret is accepted', () => {
  const result = parseEnv({
    DATABASE_URL: 'postgresql://user:pw@127.0.0.1:5432/db',
    SESSION_SECRET: 'x'.repeat(32),
  })
  expect(result).toMatchObject({ ok: true, env: { DATABASE_URL: 'postgresql://user:pw@127.0.0.1:5432/db' } })
})

test('the map style: none by default (offline basemap), the URL alone, or the URL with its key', () => {
  const styleOf = (source: Record<string, string>) => {
    const result = parseEnv(source)
    if (!result.ok) throw new Error(result.problems.join('\n'))
    return mapStyleSetting(result.env)
  }
  expect(styleOf({})).toBeNull()
  expect(styleOf({ MAP_STYLE_URL: ' ', MAP_API_KEY: '' })).toBeNull()
  expect(styleOf({ MAP_STYLE_URL: 'https://tiles.example.com/style.json' })).toEqual({
    url: 'https://tiles.example.com/style.json',
  })
  expect(styleOf({ MAP_STYLE_URL: 'https://tiles.example.com/style.json', MAP_API_KEY: ' pk.123 ' })).toEqual(
    { url: 'https://tiles.example.com/style.json', apiKey: 'pk.123' },
  )
})

test('a map style URL that is not http(s) is refused, and the key is never echoed', () => {
  const result = parseEnv({ MAP_STYLE_URL: 'mapbox://styles/aurora/nordic', MAP_API_KEY: 'pk.secret' })
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.problems).toEqual([
    'MAP_STYLE_URL must be an http(s) URL such as https://cms.example.com (got "mapbox://styles/aurora/nordic")',
  ])
  expect(result.problems.join('\n')).not.toContain('pk.secret')
})

test('REDIS_URL and TRUSTED_PROXIES: unset = in-process limits and no proxy believed', () => {
  const result = parseEnv({})
  if (!result.ok) throw new Error(result.problems.join('\n'))
  expect(result.env.REDIS_URL).toBeUndefined()
  expect(result.env.REDIS_KEY_PREFIX).toBe('aurora:')
  expect(result.env.TRUSTED_PROXIES).toEqual([])
})

test('a Redis URL and a list of proxies are read; the URL (it may hold a password) is never echoed', () => {
  const result = parseEnv({
    REDIS_URL: 'rediss://:secret@redis.internal:6380/2',
    TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10',
  })
  if (!result.ok) throw new Error(result.problems.join('\n'))
  expect(result.env.REDIS_URL).toBe('rediss://:secret@redis.internal:6380/2')
  expect(result.env.TRUSTED_PROXIES).toEqual([
    { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
    { address: '192.0.2.10', prefix: 32, family: 'ipv4' },
  ])
  const bad = parseEnv({ REDIS_URL: 'http://user:secret@redis.internal', TRUSTED_PROXIES: 'proxy.internal' })
  expect(bad).toEqual({
    ok: false,
    problems: [
      'REDIS_URL must be a redis:// or rediss:// URL',
      'TRUSTED_PROXIES "proxy.internal" is not an IP address or a CIDR network such as 10.0.0.0/8 (got "proxy.internal")',
    ],
  })
})
