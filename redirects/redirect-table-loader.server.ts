import type { Locale } from '#schemas/locale.ts'
import type { RedirectTables } from './redirect-matcher.server.ts'
import { compileRedirectTables, RedirectTableError } from './redirect-table-builder.server.ts'
import enEU from './tables/en-EU.json'
import fiFI from './tables/fi-FI.json'
import noNO from './tables/no-NO.json'
import svSE from './tables/sv-SE.json'

/**
 * The legacy tables as written, bundled into the server build so they travel with the code they were
 * checked against. Not trusted for their shape: `compileRedirectTables` parses them at boot (ADR 004).
 */
export const bundledRedirectTables: Readonly<Record<Locale, unknown>> = {
  'fi-FI': fiFI,
  'en-EU': enEU,
  'sv-SE': svSE,
  'no-NO': noNO,
}

let bundled: RedirectTables | undefined

/**
 * The legacy tables of `redirects/tables/`, checked once per process. A bad table stops the server with
 * one line per problem (`Cannot start: redirect tables are invalid:`), like bad content or configuration.
 */
export function loadRedirectTablesOrExit(
  inputs: Readonly<Record<Locale, unknown>> = bundledRedirectTables,
): RedirectTables {
  const bundledInputs = inputs === bundledRedirectTables
  if (bundledInputs && bundled !== undefined) return bundled
  try {
    const tables = compileRedirectTables(inputs)
    if (bundledInputs) bundled = tables
    return tables
  } catch (error) {
    if (!(error instanceof RedirectTableError)) throw error
    process.stderr.write(`Cannot start: ${error.message}\n`)
    process.exit(1)
  }
}
