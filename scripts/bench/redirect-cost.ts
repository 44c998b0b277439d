import { bundledRedirectTables } from '#redirects/redirect-table-loader.server.ts'
import { compileRedirectTables, redirectTableFileSchema } from '#redirects/redirect-table-builder.server.ts'
import {
  resolveRedirect,
  type RedirectRequest,
  type RedirectSettings,
} from '#redirects/resolve-redirect.server.ts'

export interface RedirectCostOptions {
  /** Exact entries of the generated fi-FI table (default 10,000, issue 5). */
  entries?: number
  /** Requests timed per round (default 50,000). */
  lookups?: number
  /** Timed rounds after one warm-up round (default 7). */
  rounds?: number
}

export interface RedirectCost {
  entries: number
  /** The median of the rounds: nanoseconds the whole redirect step takes per request. */
  nsPerRequestMedian: number
  nsPerRequestRounds: number[]
  /** The share of the timed requests that were answered with a redirect. */
  hitRatio: number
}

const sections = [
  'asemat-vanha',
  'uutisarkisto',
  'tuotteet-2015',
  'sivu',
  'yritysasiakkaat-arkisto',
  'kampanja-arkisto',
]

/** The i-th generated source: old CMS paths with ids, suffixes and case as they come. */
function generatedSource(index: number): string {
  const section = sections[index % sections.length] ?? 'sivu'
  const suffix = ['', '.aspx', '.html', '.php5'][index % 4] ?? ''
  return `/${section}/${Math.floor(index / 97)}/artikkeli-${index}${suffix}`
}

/** A table of `entries` exact entries plus the rules of the real fi-FI table, checked like at boot. */
function generatedSettings(entries: number): RedirectSettings {
  const fiFI = redirectTableFileSchema.parse(bundledRedirectTables['fi-FI'])
  // The real table's own targets (pages that exist), so the generated entries pass the boot checks.
  const targets = [...new Set(fiFI.redirects.map((entry) => entry.to))].filter((to) => to.startsWith('/'))
  const generated = {
    locale: 'fi-FI',
    redirects: Array.from({ length: entries }, (_, index) => ({
      from: generatedSource(index),
      to: targets[index % targets.length] ?? '/',
    })),
    rules: fiFI.rules,
  }
  const tables = compileRedirectTables({ ...bundledRedirectTables, 'fi-FI': generated })
  return {
    tables,
    domains: {},
    isExemptPath: (pathname) => pathname.startsWith('/api/') || pathname.startsWith('/assets/'),
  }
}

/**
 * What a busy site sees: old links (prefixed, unprefixed with a cookie, with queries, with a trailing
 * slash), current pages, a `www.` host, bot probes and paths that match nothing.
 */
function requestMix(entries: number, count: number): RedirectRequest[] {
  const base: RedirectRequest = {
    method: 'GET',
    pathname: '/',
    search: '',
    host: 'localhost:3000',
    protocol: 'https:',
  }
  const shapes: Array<(index: number) => RedirectRequest> = [
    (i) => ({ ...base, pathname: `/fi-FI${generatedSource((i * 7919) % entries)}` }),
    (i) => ({
      ...base,
      pathname: generatedSource((i * 104729) % entries).toUpperCase(),
      cookie: 'locale=fi-FI',
      search: '?utm_source=newsletter',
    }),
    () => ({ ...base, pathname: '/fi-FI/asemahaku', search: '?service=MAIN' }),
    (i) => ({ ...base, pathname: `/fi-FI/yksityisille/tuotteet/${i % 50}` }),
    () => ({ ...base, pathname: '/en-EU/article/hvo100-at-every-station', acceptLanguage: 'en-GB,en;q=0.8' }),
    (i) => ({ ...base, pathname: `/fi-FI/asemat/tampere/asema-${i % 300}` }),
    () => ({ ...base, pathname: '/sv-SE/hitta-station/' }),
    () => ({ ...base, pathname: '/no-NO/finn-stasjon', host: 'www.localhost:3000' }),
    () => ({ ...base, pathname: '/wp-login.php', search: '?redirect_to=%2Fwp-admin' }),
    (i) => ({ ...base, pathname: `/fi-FI/ei-ole-olemassa-${i}`, search: '?q=x' }),
  ]
  return Array.from({ length: count }, (_, index) => {
    const shape = shapes[index % shapes.length] ?? shapes[0]
    if (shape === undefined) throw new Error('no request shapes')
    return shape(index)
  })
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Times the whole pure redirect step of every request (redirects/resolve-redirect.ts: canonical check,
 * locale resolution, table lookup, `Location` building and its last check) against a table of `entries`
 * generated entries. One untimed warm-up round lets the JIT settle; the answer is the median round.
 */
export function measureRedirectCost(options: RedirectCostOptions = {}): RedirectCost {
  const entries = options.entries ?? 10_000
  const lookups = options.lookups ?? 50_000
  const rounds = options.rounds ?? 7
  const settings = generatedSettings(entries)
  const requests = requestMix(entries, lookups)

  let redirected = 0
  const round = (): number => {
    let answered = 0
    const started = process.hrtime.bigint()
    for (const request of requests) {
      if (resolveRedirect(request, settings).redirect) answered += 1
    }
    const elapsed = Number(process.hrtime.bigint() - started)
    redirected = answered
    return elapsed / requests.length
  }

  round()
  const nsPerRequestRounds = Array.from({ length: rounds }, round)
  return {
    entries: settings.tables['fi-FI'].exact.size,
    nsPerRequestMedian: median(nsPerRequestRounds),
    nsPerRequestRounds,
    hitRatio: redirected / requests.length,
  }
}
