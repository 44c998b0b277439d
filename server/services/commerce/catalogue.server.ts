import { watch, type FSWatcher } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { z } from 'zod'
import {
  catalogueDocumentSchema,
  crossCatalogueProblems,
  productOf,
  type CatalogueVoucher,
  upsellRulesDocumentSchema,
  type CatalogueDocument,
  type UpsellRulesDocument,
} from '#schemas/catalogue.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import type { Currency } from '#schemas/money.ts'
import type { Product } from '#schemas/product.ts'
import type { Logger } from '#server/logger.server.ts'

/** A product as the shop sells it in one market. */
export interface CatalogueProduct {
  product: Product
  /** Whether a discount code may reduce its line (gift cards: no). */
  discountable: boolean
  /** What one of it issues once paid; undefined for a bundle (its members' vouchers) or a product without any. */
  voucher: CatalogueVoucher | undefined
}

export interface MarketCatalogue {
  currency: Currency
  /** In the catalogue file's order (the content pages list them in their own order). */
  productsByCode: ReadonlyMap<string, CatalogueProduct>
}

export interface UpsellSuggestionRule {
  code: string
  quantity: number
}

/** The whole shop: every market's products and the upsell rules they share. */
export interface Catalogue {
  markets: Record<Locale, MarketCatalogue>
  /** Product code → what a line of it suggests (issue 14: upsell rules as data). */
  upsellRules: ReadonlyMap<string, readonly UpsellSuggestionRule[]>
}

export class CatalogueValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`the product catalogue is invalid:\n${problems.join('\n')}`)
    this.name = 'CatalogueValidationError'
  }
}

/** A file as problems name it: relative to the working directory when it lies below it. */
function shownPath(file: string): string {
  const shown = relative(process.cwd(), file)
  return shown.startsWith('..') ? file : shown
}

async function readJson<T>(file: string, schema: z.ZodType<T>, problems: string[]): Promise<T | null> {
  const shown = shownPath(file)
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT'
    problems.push(
      missing
        ? `${shown}: missing (the catalogue needs one file per market and upsell-rules.json)`
        : `${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    )
    return null
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    problems.push(`${shown}: ${issue.path.join('.') || '(document)'}: ${issue.message}`)
  }
  return null
}

function marketOf(document: CatalogueDocument): MarketCatalogue {
  return {
    currency: document.currency,
    productsByCode: new Map(
      document.products.map((entry) => [
        entry.code,
        { product: productOf(entry), discountable: entry.discountable, voucher: entry.voucher },
      ]),
    ),
  }
}

/**
 * Reads `{productsDir}/{locale}.json` for every market and `upsell-rules.json`, and validates each and
 * all of them together. Every problem is pushed with its file and field; null when there was any.
 */
export async function readCatalogue(productsDir: string, problems: string[]): Promise<Catalogue | null> {
  const before = problems.length
  const documents = new Map<Locale, CatalogueDocument>()
  for (const locale of locales) {
    const document = await readJson(join(productsDir, `${locale}.json`), catalogueDocumentSchema, problems)
    if (document !== null) documents.set(locale, document)
  }
  const rules: UpsellRulesDocument | null = await readJson(
    join(productsDir, 'upsell-rules.json'),
    upsellRulesDocumentSchema,
    problems,
  )
  const fi = documents.get('fi-FI')
  const en = documents.get('en-EU')
  const sv = documents.get('sv-SE')
  const no = documents.get('no-NO')
  if (fi === undefined || en === undefined || sv === undefined || no === undefined || rules === null)
    return null
  const all = { 'fi-FI': fi, 'en-EU': en, 'sv-SE': sv, 'no-NO': no }
  const shownDir = shownPath(productsDir)
  // Concatenated, not joined: path.join would also normalize any slashes inside the message.
  for (const problem of crossCatalogueProblems(all, rules)) problems.push(`${shownDir}${sep}${problem}`)
  if (problems.length > before) return null
  return {
    markets: {
      'fi-FI': marketOf(fi),
      'en-EU': marketOf(en),
      'sv-SE': marketOf(sv),
      'no-NO': marketOf(no),
    },
    upsellRules: new Map(rules.rules.map((rule) => [rule.product, rule.suggest])),
  }
}

/** The catalogue or a `CatalogueValidationError` naming every problem: the server does not start half-stocked. */
export async function loadCatalogue(productsDir: string): Promise<Catalogue> {
  const problems: string[] = []
  const catalogue = await readCatalogue(productsDir, problems)
  if (catalogue === null) throw new CatalogueValidationError(problems)
  return catalogue
}

/**
 * Development: reloads the catalogue on every change of `productsDir` (debounced: an editor's save is
 * often several events), so the cart is priced as the reloaded pages show; an invalid catalogue is logged
 * with its problems and the last valid one stays in use. Answers the function that stops watching.
 */
export function watchCatalogue(
  productsDir: string,
  { logger, debounceMs = 100 }: { logger: Logger; debounceMs?: number },
  replace: (catalogue: Catalogue) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined
  let closed = false
  const reload = async () => {
    try {
      const catalogue = await loadCatalogue(productsDir)
      if (closed) return
      replace(catalogue)
      logger.info({ productsDir }, 'product catalogue reloaded')
    } catch (error) {
      if (error instanceof CatalogueValidationError) {
        logger.error(
          { problems: error.problems },
          'product catalogue is invalid; the last valid one stays in use',
        )
      } else {
        logger.error({ error }, 'product catalogue reload failed; the last valid one stays in use')
      }
    }
  }
  const watcher: FSWatcher = watch(productsDir, () => {
    clearTimeout(timer)
    timer = setTimeout(() => void reload(), debounceMs)
  })
  watcher.on('error', (error) => logger.error({ error }, 'product catalogue watch failed'))
  return () => {
    closed = true
    clearTimeout(timer)
    watcher.close()
  }
}
