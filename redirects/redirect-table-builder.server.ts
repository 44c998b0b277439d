import { z } from 'zod'
import { isAtOrBelow, ownPaths } from '#http/own-paths.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { isSafeRelativePath } from './canonical.server.ts'
import {
  countrySiteHosts,
  countrySiteLocale,
  lookupKey,
  lookupRedirect,
  type RedirectTable,
  type RedirectTables,
  type RedirectTarget,
} from './redirect-matcher.server.ts'

/**
 * Builds the legacy redirect tables (spec §2.8, §7; ADR 004) from the files editors write
 * (`redirects/tables/{locale}.json`, format in `redirects/README.md`): parses them, checks every entry,
 * rule and target, refuses chains and cycles within and across tables, and fills the matcher's maps.
 */

const note = z.string().max(500).optional()
const targetText = z.string().min(1, 'is empty').max(2000, 'is longer than 2000 characters')
const sourceText = z
  .string()
  .max(1000, 'is longer than 1000 characters')
  .regex(
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    /^\/[^\s?#\u0000-\u001F\u007F]+$/,
    'must be a path starting with "/", without spaces, "?" or "#" (the query is not matched)',
  )

/** One table file as editors write it (redirects/README.md). */
export const redirectTableFileSchema = z.strictObject({
  locale: z.enum(locales),
  redirects: z.array(z.strictObject({ from: sourceText, to: targetText })),
  rules: z
    .array(
      z.union([
        z.strictObject({ prefix: sourceText, to: targetText, note }),
        z.strictObject({
          suffix: z.string().regex(/^\.[a-z0-9]{1,12}$/, 'must be a file extension such as ".php"'),
          to: targetText,
          note,
        }),
        z.strictObject({ emailLike: z.literal(true), to: targetText, note }),
      ]),
    )
    .max(50, 'keep rules few: exact entries are looked up in constant time, rules one by one')
    .default([]),
})

export type RedirectTableFile = z.infer<typeof redirectTableFileSchema>

/** Every problem of the tables, one line each naming the file, the entry and what is wrong. */
export class RedirectTableError extends Error {
  constructor(readonly problems: string[]) {
    super(`redirect tables are invalid:\n${problems.join('\n')}`)
    this.name = 'RedirectTableError'
  }
}

/** The file a locale's table is read from, as problems name it. */
export function tableFileName(locale: Locale): string {
  return `redirects/tables/${locale}.json`
}

const localeSegment = new Set(locales.map((locale) => locale.toLowerCase()))

/** Why a source (or prefix) cannot be used, or null. */
function sourceProblem(source: string): string | null {
  if (source.endsWith('/'))
    return 'ends with "/": write it without (trailing slashes are dropped first, spec §5)'
  if (source.includes('//')) return 'contains "//"'
  const key = lookupKey(source)
  if (key === '/') return 'is the landing page'
  const reserved = ownPaths.find((path) => isAtOrBelow(key, path))
  if (reserved !== undefined) return `is under ${reserved}, which the server answers itself`
  if (key.endsWith('/index.pagecontext.json')) return 'is a client navigation payload'
  if (localeSegment.has(key.split('/')[1] ?? '')) {
    return 'starts with a locale: write the path without it (the locale prefix is removed before lookup)'
  }
  return null
}

/** Parses a target; a problem is returned as a string. */
function parseTarget(locale: Locale, raw: string, origin: string): RedirectTarget | string {
  if (raw.startsWith('/') && !raw.startsWith('//')) return internalTarget(locale, raw, origin)
  if (!URL.canParse(raw)) return 'is neither a site path starting with "/" nor an absolute https URL'
  const url = new URL(raw)
  if (url.protocol !== 'https:') return 'an absolute target must be https'
  if (url.username !== '' || url.password !== '' || url.port !== '') {
    return 'an absolute target may not carry a user, password or port'
  }
  const siteLocale = countrySiteLocale.get(url.hostname)
  if (siteLocale === undefined) {
    return `goes to ${url.hostname}, which is not one of our sites (${Object.values(countrySiteHosts).join(', ')})`
  }
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) return 'ends with "/": write it without'
  const pathAndQuery = `${url.pathname}${url.search}${url.hash}`
  // Our own site written out in full: the same as its path (spec §7: same-host targets are made relative).
  if (siteLocale === locale) return internalTarget(locale, pathAndQuery, origin)
  return { kind: 'external', url: url.href, hostname: url.hostname, locale: siteLocale, pathAndQuery, origin }
}

function internalTarget(locale: Locale, raw: string, origin: string): RedirectTarget | string {
  const at = raw.search(/[?#]/)
  const path = at === -1 ? raw : raw.slice(0, at)
  const suffix = at === -1 ? '' : raw.slice(at)
  if (!isSafeRelativePath(path)) {
    return 'must be a path of printable ASCII, one "/" at a time (no "//", "\\", spaces or letters like ä)'
  }
  if (path.length > 1 && path.endsWith('/')) return 'ends with "/": write it without'
  if (!/^[\x21-\x7E]*$/.test(suffix)) return 'has spaces or characters outside printable ASCII in its query'
  const first = path.split('/')[1] ?? ''
  if (localeSegment.has(first.toLowerCase()) || first === 'preview') {
    return `starts with /${first}: write the ${locale} page path without prefix, the redirect adds what the request needs`
  }
  return { kind: 'internal', path: raw, origin }
}

interface Compiled {
  table: RedirectTable
  problems: string[]
}

/** Checks one table file and builds its lookup maps; every problem is collected, none thrown. */
export function compileRedirectTable(locale: Locale, input: unknown): Compiled {
  const file = tableFileName(locale)
  const emptyTable: RedirectTable = {
    locale,
    exact: new Map(),
    prefixes: new Map(),
    suffixes: [],
    emailLike: null,
    size: 0,
  }
  const parsed = redirectTableFileSchema.safeParse(input)
  if (!parsed.success) {
    return {
      table: emptyTable,
      problems: parsed.error.issues.map((issue) => `${file}: ${pathLabel(issue.path)} ${issue.message}`),
    }
  }
  const problems: string[] = []
  const problem = (origin: string, shown: string, message: string) =>
    problems.push(`${file}: ${origin} ${JSON.stringify(shown)} ${message}`)
  if (parsed.data.locale !== locale) {
    problems.push(`${file}: locale is ${parsed.data.locale}, but the file is the table of ${locale}`)
  }

  const exact = new Map<string, RedirectTarget>()
  const prefixes = new Map<string, RedirectTarget>()
  const suffixes: Array<readonly [string, RedirectTarget]> = []
  let emailLike: RedirectTarget | null = null
  const targets: RedirectTarget[] = []
  const sourceOrigin = new Map<string, string>()

  const target = (origin: string, raw: string): RedirectTarget | null => {
    const result = parseTarget(locale, raw, origin)
    if (typeof result === 'string') {
      problem(origin, raw, `(target) ${result}`)
      return null
    }
    targets.push(result)
    return result
  }

  parsed.data.redirects.forEach((entry, index) => {
    const origin = `redirects[${index}]`
    const trouble = sourceProblem(entry.from)
    if (trouble !== null) problem(origin, entry.from, trouble)
    const key = lookupKey(entry.from)
    const earlier = sourceOrigin.get(key)
    if (earlier !== undefined) {
      problem(origin, entry.from, `repeats ${earlier} (sources are compared decoded and lower-cased)`)
    }
    sourceOrigin.set(key, origin)
    const resolved = target(origin, entry.to)
    if (resolved !== null && trouble === null && earlier === undefined) exact.set(key, resolved)
  })

  parsed.data.rules.forEach((rule, index) => {
    const origin = `rules[${index}]`
    const resolved = target(origin, rule.to)
    if ('prefix' in rule) {
      const trouble = sourceProblem(rule.prefix)
      if (trouble !== null) problem(origin, rule.prefix, trouble)
      const key = lookupKey(rule.prefix)
      if (prefixes.has(key)) problem(origin, rule.prefix, 'repeats an earlier prefix rule')
      else if (resolved !== null && trouble === null) prefixes.set(key, resolved)
    } else if ('suffix' in rule) {
      if (suffixes.some(([suffix]) => suffix === rule.suffix)) {
        problem(origin, rule.suffix, 'repeats an earlier suffix rule')
      } else if (resolved !== null) suffixes.push([rule.suffix, resolved])
    } else if (emailLike !== null) {
      problem(origin, 'emailLike', 'repeats the earlier e-mail-like rule')
    } else emailLike = resolved
  })

  const table: RedirectTable = {
    locale,
    exact,
    prefixes,
    suffixes,
    emailLike,
    size: parsed.data.redirects.length + parsed.data.rules.length,
  }
  problems.push(...chainProblems(table, targets))
  return { table, problems }
}

/** The path a target lands on in its own table's locale, or null when it leaves for another site. */
function internalPath(target: RedirectTarget): string | null {
  if (target.kind !== 'internal') return null
  const at = target.path.search(/[?#]/)
  return at === -1 ? target.path : target.path.slice(0, at)
}

/**
 * spec §2.8, issue 5: no chains and no cycles. A target that is itself redirected would make the visitor
 * take two hops (or loop): each target must be a final address.
 */
function chainProblems(table: RedirectTable, targets: readonly RedirectTarget[]): string[] {
  const file = tableFileName(table.locale)
  return targets.flatMap((start) => {
    const hops = [start]
    let current: RedirectTarget = start
    for (;;) {
      const path = internalPath(current)
      const next = path === null ? null : lookupRedirect(table, path)
      if (next === null) break
      const looped = hops.includes(next)
      hops.push(next)
      if (looped) {
        const route = hops.map((hop) => `${hop.origin} → ${describe(hop)}`).join(', ')
        return [`${file}: ${start.origin} is part of a cycle: ${route}`]
      }
      current = next
    }
    if (hops.length === 1) return []
    const second = hops[1]
    return second === undefined
      ? []
      : [
          `${file}: ${start.origin} goes to ${JSON.stringify(describe(start))}, which ${second.origin} redirects again to ${JSON.stringify(describe(second))}: point it at the final page (no chains)`,
        ]
  })
}

function describe(target: RedirectTarget): string {
  return target.kind === 'internal' ? target.path : target.url
}

function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, part) =>
      typeof part === 'number' ? `${label}[${part}]` : `${label}${label === '' ? '' : '.'}${String(part)}`,
    '',
  )
}

/**
 * All four tables, checked each on its own and against each other: a target on another country site
 * must not be redirected again by that site's table. Throws `RedirectTableError` naming every problem.
 */
export function compileRedirectTables(inputs: Readonly<Record<Locale, unknown>>): RedirectTables {
  const results: Readonly<Record<Locale, Compiled>> = {
    'fi-FI': compileRedirectTable('fi-FI', inputs['fi-FI']),
    'en-EU': compileRedirectTable('en-EU', inputs['en-EU']),
    'sv-SE': compileRedirectTable('sv-SE', inputs['sv-SE']),
    'no-NO': compileRedirectTable('no-NO', inputs['no-NO']),
  }
  const problems = locales.flatMap((locale) => results[locale].problems)
  const compiled: RedirectTables = {
    'fi-FI': results['fi-FI'].table,
    'en-EU': results['en-EU'].table,
    'sv-SE': results['sv-SE'].table,
    'no-NO': results['no-NO'].table,
  }
  for (const locale of locales) {
    const table = compiled[locale]
    const externals = [
      ...table.exact.values(),
      ...table.prefixes.values(),
      ...table.suffixes.map(([, target]) => target),
      ...(table.emailLike === null ? [] : [table.emailLike]),
    ]
    for (const target of externals) {
      if (target.kind !== 'external') continue
      const siteLocale = countrySiteLocale.get(target.hostname)
      if (siteLocale === undefined) continue
      const path = new URL(target.url).pathname
      const next = lookupRedirect(compiled[siteLocale], path)
      if (next !== null) {
        problems.push(
          `${tableFileName(locale)}: ${target.origin} goes to ${target.url}, which ${tableFileName(siteLocale)} ${next.origin} redirects again: point it at the final page (no chains)`,
        )
      }
    }
  }
  if (problems.length > 0) throw new RedirectTableError(problems)
  return compiled
}
