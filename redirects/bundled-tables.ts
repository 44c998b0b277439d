import type { Locale } from '#schemas/locale.ts'
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
