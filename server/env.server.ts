import { z } from 'zod'
import { brand } from '#config/brand.ts'
import { checkTagManagerId } from '#domain/tag-manager-id.ts'
import { parseProxyList, type ProxyRange } from '#server/http/client-address.server.ts'
import { isLocale, type Locale } from '#schemas/locale.ts'

/** Variables whose values never appear in an error message. */
const secretNames = new Set([
  'SESSION_SECRET',
  'PREVIEW_TOKEN',
  'MAP_API_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'CACHE_PURGE_SECRET',
])

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

const httpUrl = optionalText.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cms.example.com' }).optional(),
)

const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'))

/** Issue 17: the rendered-page cache's bound in megabytes (MiB); 0 turns it off. */
const pageCacheMegabytes = optionalText.pipe(
  z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of megabytes from 0 to 4096 (0 turns the page cache off)')
    .transform(Number)
    .pipe(
      z.number().max(4096, 'must be a whole number of megabytes from 0 to 4096 (0 turns the page cache off)'),
    )
    .default(64),
)

const hostnamePattern =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/i

/** `fi-FI=aurora.fi,en-EU=aurora.eu,…`: each locale on its own domain (DESIGN §1). */
const localeDomains = optionalText.transform((value, ctx): Partial<Record<Locale, string>> | undefined => {
  if (value === undefined) return undefined
  const domains: Partial<Record<Locale, string>> = {}
  for (const entry of value.split(',')) {
    const [locale = '', host = '', ...rest] = entry.trim().split('=')
    if (rest.length > 0 || !isLocale(locale) || !hostnamePattern.test(host)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry.trim()}" is not locale=host (locales: fi-FI, en-EU, sv-SE, no-NO)`,
      })
      return z.NEVER
    }
    if (domains[locale] !== undefined) {
      ctx.addIssue({ code: 'custom', message: `${locale} is listed twice` })
      return z.NEVER
    }
    domains[locale] = host.toLowerCase()
  }
  return domains
})

function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\/\S+$/.test(value) && URL.canParse(value)
}

const databaseUrl = optionalText.pipe(
  z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// connection URL').optional(),
)

function isSmtpUrl(value: string): boolean {
  try {
    const protocol = new URL(value).protocol
    return protocol === 'smtp:' || protocol === 'smtps:'
  } catch {
    return false
  }
}

/** DESIGN §1: where the outbox's e-mail goes out; unset = the outbox only, logged. */
const smtpUrl = optionalText.pipe(
  z.string().refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL').optional(),
)

function isRedisUrl(value: string): boolean {
  try {
    const protocol = new URL(value).protocol
    return protocol === 'redis:' || protocol === 'rediss:'
  } catch {
    return false
  }
}

/** DESIGN §1: where the login rate limits are kept, shared by every node; unset = in each process. */
const redisUrl = optionalText.pipe(
  z.string().refine(isRedisUrl, 'must be a redis:// or rediss:// URL').optional(),
)

/** DESIGN §1: the proxies whose `X-Forwarded-For` is believed (ADR 028); unset = none. */
const trustedProxies = optionalText.transform((value, ctx): readonly ProxyRange[] => {
  if (value === undefined) return []
  const parsed = parseProxyList(value)
  if (parsed.ok) return parsed.ranges
  ctx.addIssue({ code: 'custom', message: parsed.problem })
  return z.NEVER
})

const tagManagerId = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined
  const check = checkTagManagerId(value)
  if (check.valid) return check.id
  ctx.addIssue({
    code: 'custom',
    message:
      check.suggestion === null
        ? 'must be GTM- or G- followed by uppercase letters and digits'
        : `must be GTM- or G- followed by uppercase letters and digits; did you mean ${check.suggestion}?`,
  })
  return z.NEVER
})

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: optionalText.pipe(
      z.string().regex(hostnamePattern, 'must be a host name or IP address').default('127.0.0.1'),
    ),
    LOCALE_DOMAINS: localeDomains,
    CMS_API_URL: httpUrl,
    ORDER_API_URL: httpUrl,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    PREVIEW_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    GTM_ID: tagManagerId,
    SMTP_URL: smtpUrl,
    REDIS_URL: redisUrl,
    /** Keys in Redis start with it, so sites (or test runs) sharing one Redis keep their counts apart. */
    REDIS_KEY_PREFIX: optionalText.pipe(
      z
        .string()
        .regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits or : . _ -')
        .default(`${brand.prefix}:`),
    ),
    TRUSTED_PROXIES: trustedProxies,
    PAGE_CACHE_MAX_MB: pageCacheMegabytes,
    /**
     * Who writes an anonymous content page's document (ADR 050): `own`, the server itself, or `vike`,
     * Vike's renderPage as for every other page (the bench compares the two in one run).
     */
    PAGE_DOCUMENT: optionalText.pipe(z.enum(['own', 'vike']).default('own')),
    /** The upstream CMS's webhook proves itself with it (`POST /api/v1/cache/purge`); unset = no purge endpoint. */
    CACHE_PURGE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    MAP_STYLE_URL: httpUrl,
    MAP_API_KEY: optionalText,
    DATA_DIR: optionalText.pipe(z.string().default('.data')),
    CONTENT_DIR: optionalText.pipe(z.string().default('content')),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (
      env.DATABASE_URL !== undefined &&
      isPostgresUrl(env.DATABASE_URL) &&
      env.SESSION_SECRET === undefined
    ) {
      // Several server nodes share one PostgreSQL: a secret generated per node would log visitors out
      // whenever a request lands on another node.
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when DATABASE_URL is set',
      })
    }
    if (env.MAP_API_KEY !== undefined && env.MAP_STYLE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAP_STYLE_URL'],
        message: 'is required when MAP_API_KEY is set',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

/** The map's vector style as the browser gets it (DESIGN §1); null = the offline basemap. */
export interface MapStyleSetting {
  url: string
  apiKey?: string
}

/**
 * `MAP_STYLE_URL` + `MAP_API_KEY` for the browser's map (components/map/vector-style.ts). The key is
 * a browser key by nature (the browser sends it with every tile request): it goes to the page, and the
 * provider restricts it to the site's origins.
 */
export function mapStyleSetting(env: Pick<Env, 'MAP_STYLE_URL' | 'MAP_API_KEY'>): MapStyleSetting | null {
  if (env.MAP_STYLE_URL === undefined) return null
  return env.MAP_API_KEY === undefined
    ? { url: env.MAP_STYLE_URL }
    : { url: env.MAP_STYLE_URL, apiKey: env.MAP_API_KEY }
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] }

/** Reads the configuration; every problem becomes one line naming the variable (DESIGN §1). */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = envSchema.safeParse(source)
  if (result.success) return { ok: true, env: result.data }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration')
    const raw = source[name]
    const shown = raw === undefined || secretNames.has(name) ? '' : ` (got ${JSON.stringify(raw)})`
    return `${name} ${issue.message}${shown}`
  })
  return { ok: false, problems }
}

/** For the server's start: a bad configuration stops the process with one line per problem, no stack. */
export function readEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  const result = parseEnv(source)
  if (result.ok) return result.env
  for (const problem of result.problems) process.stderr.write(`Invalid configuration: ${problem}\n`)
  process.exit(1)
}
