import { z } from 'zod'
import { locales, type Locale } from './locale.ts'
import type { Currency } from './money.ts'
import { currencySchema } from './money.ts'
import { productCodeSchema, productSchema, type Product } from './product.ts'
import { cartQuantitySchema } from './cart.ts'

/**
 * The shop's catalogue as the embedded digital-order service reads it (`content/products/{locale}.json`),
 * validated when the server starts. Server-side only, so the full Zod: the browser never parses a whole
 * catalogue, it gets products one by one in cart answers (schemas/product.ts, zod/mini).
 */

/** Issue 14: each market sells in its own currency; fi-FI and en-EU share the euro. */
export const marketCurrency: Record<Locale, Currency> = {
  'fi-FI': 'EUR',
  'en-EU': 'EUR',
  'sv-SE': 'SEK',
  'no-NO': 'NOK',
}

/**
 * The digital good one bought product issues when its order is paid (issue 15): a wash code, a gift-card
 * code worth `value` minor units of the market's currency, or a charging credit of `value` kWh.
 */
export const catalogueVoucherSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wash') }),
  z.object({ kind: z.literal('giftCard'), value: z.number().int().positive() }),
  z.object({ kind: z.literal('charging'), value: z.number().int().positive() }),
])

export type CatalogueVoucher = z.infer<typeof catalogueVoucherSchema>

/**
 * One product of a market: the product as the cart receives it, plus what only the shop itself reads.
 * `discountable: false` keeps discount codes off a line (gift cards are money, ADR 027). `voucher` is what
 * one of it issues once paid; a bundle has none of its own and issues its members' (`amount` of each).
 */
export const catalogueEntrySchema = z.intersection(
  z.object({ discountable: z.boolean(), voucher: catalogueVoucherSchema.optional() }),
  productSchema,
)

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>

/** `content/products/{locale}.json`: one currency, each product code once, bundles of its own products. */
export const catalogueDocumentSchema = z
  .object({
    currency: currencySchema,
    products: z.array(catalogueEntrySchema).min(1, 'a market sells at least one product'),
  })
  .superRefine((catalogue, ctx) => {
    const codes = new Set<string>()
    catalogue.products.forEach((product, index) => {
      if (codes.has(product.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'code'],
          message: `"${product.code}" is listed twice`,
        })
      }
      codes.add(product.code)
      if (product.attributes.currency !== catalogue.currency) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'attributes', 'currency'],
          message: `is ${product.attributes.currency} but this market sells in ${catalogue.currency}`,
        })
      }
      if (product.isBundle && product.voucher !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'voucher'],
          message: "a bundle issues its members' vouchers and has none of its own",
        })
      }
      if (product.isBundle !== product.bundleMembers.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'isBundle'],
          message: 'a bundle (isBundle: true) has bundleMembers, and only a bundle has them',
        })
      }
    })
    const byCode = new Map(catalogue.products.map((product) => [product.code, product]))
    catalogue.products.forEach((product, index) => {
      product.bundleMembers.forEach((member, memberIndex) => {
        if (!codes.has(member.product.code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['products', index, 'bundleMembers', memberIndex, 'product', 'code'],
            message: `"${member.product.code}" is not a product of this market`,
          })
        } else if (byCode.get(member.product.code)?.voucher === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['products', index, 'bundleMembers', memberIndex, 'product', 'code'],
            message: `"${member.product.code}" issues no voucher, so the bundle would issue nothing for it`,
          })
        }
      })
    })
  })

export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>

/** One suggestion: offer `quantity` of product `code` beside the rule's product (spec §7 call 7 upsellProducts). */
const upsellSuggestionSchema = z.object({ code: productCodeSchema, quantity: cartQuantitySchema })

/**
 * `content/products/upsell-rules.json`: which products a cart line suggests (issue 14: a single premium wash
 * suggests the five-wash bundle). The same rules in every market, since product codes are the same.
 */
export const upsellRulesDocumentSchema = z
  .object({
    rules: z.array(
      z.object({
        product: productCodeSchema,
        suggest: z.array(upsellSuggestionSchema).min(1),
      }),
    ),
  })
  .superRefine((document, ctx) => {
    const seen = new Set<string>()
    document.rules.forEach((rule, index) => {
      if (seen.has(rule.product)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rules', index, 'product'],
          message: `"${rule.product}" has two rules`,
        })
      }
      seen.add(rule.product)
      rule.suggest.forEach((suggestion, suggestionIndex) => {
        if (suggestion.code === rule.product) {
          ctx.addIssue({
            code: 'custom',
            path: ['rules', index, 'suggest', suggestionIndex, 'code'],
            message: 'a product does not suggest itself',
          })
        }
      })
    })
  })

export type UpsellRulesDocument = z.infer<typeof upsellRulesDocumentSchema>

/**
 * What no single document can check: every market sells the same product codes (a cart survives a change
 * of market as codes) in its own currency, and every code an upsell rule names exists. Each problem names
 * the file it is about, as `{locale}.json` or `upsell-rules.json`.
 */
export function crossCatalogueProblems(
  catalogues: Record<Locale, CatalogueDocument>,
  upsellRules: UpsellRulesDocument,
): string[] {
  const problems: string[] = []
  const codesOf = (locale: Locale) => new Set(catalogues[locale].products.map((product) => product.code))
  const reference = codesOf(locales[0])
  for (const locale of locales) {
    if (catalogues[locale].currency !== marketCurrency[locale]) {
      problems.push(
        `${locale}.json: currency: is ${catalogues[locale].currency} but ${locale} sells in ${marketCurrency[locale]}`,
      )
    }
    const codes = codesOf(locale)
    const missing = [...reference].filter((code) => !codes.has(code))
    const extra = [...codes].filter((code) => !reference.has(code))
    if (missing.length > 0)
      problems.push(`${locale}.json: products: missing ${missing.join(', ')} (sold in ${locales[0]})`)
    if (extra.length > 0)
      problems.push(`${locale}.json: products: ${extra.join(', ')} not sold in ${locales[0]}`)
  }
  upsellRules.rules.forEach((rule, index) => {
    const named: [string, string][] = [
      [`rules.${index}.product`, rule.product],
      ...rule.suggest.map((suggestion, at): [string, string] => [
        `rules.${index}.suggest.${at}.code`,
        suggestion.code,
      ]),
    ]
    for (const [where, code] of named) {
      if (!reference.has(code))
        problems.push(`upsell-rules.json: ${where}: "${code}" is not in the catalogue`)
    }
  })
  return problems
}

/** The catalogue's product for the wire: the entry without the shop's own `discountable` flag. */
export function productOf(entry: CatalogueEntry): Product {
  // The product schema keeps only its own fields; run once per product when the catalogue loads.
  return productSchema.parse(entry)
}
