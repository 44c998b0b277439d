import type { Voucher } from '#schemas/order.ts'
import type { MarketCatalogue } from '#server/services/commerce/catalogue.server.ts'

/** A voucher to issue, before it has its code. */
export type VoucherToIssue = Omit<Voucher, 'code'>

/** A paid order's line as the issuer reads it. */
export interface OrderedLine {
  productCode: string
  quantity: number
}

/**
 * Issue 15: the digital goods of a paid order, one voucher each, from the market's catalogue (`voucher` of
 * `content/products`): a single product issues its voucher per unit bought (3 × WASH-BASIC: 3 wash codes;
 * 2 × GIFT-CARD-SMALL: 2 gift-card codes of its value); a bundle issues `amount` of each member's voucher
 * per bundle (2 × BUNDLE-BASIC-5: 10 wash codes, named as the member wash). A product without a voucher
 * issues nothing. A line whose product the market no longer sells is an error, not a silent loss: the
 * customer paid for it.
 */
export function vouchersToIssue(lines: readonly OrderedLine[], market: MarketCatalogue): VoucherToIssue[] {
  const issued: VoucherToIssue[] = []
  const issue = (productCode: string, count: number) => {
    const entry = market.productsByCode.get(productCode)
    if (entry === undefined)
      throw new Error(`${productCode} is no longer in the catalogue: its vouchers cannot be issued`)
    const { voucher } = entry
    if (voucher === undefined) return
    const one: VoucherToIssue = {
      productCode,
      name: entry.product.name,
      kind: voucher.kind,
      ...(voucher.kind === 'wash' ? {} : { value: voucher.value }),
    }
    for (let index = 0; index < count; index += 1) issued.push({ ...one })
  }
  for (const line of lines) {
    const entry = market.productsByCode.get(line.productCode)
    if (entry === undefined) {
      throw new Error(`${line.productCode} is no longer in the catalogue: its vouchers cannot be issued`)
    }
    if (entry.product.isBundle) {
      for (const member of entry.product.bundleMembers)
        issue(member.product.code, member.amount * line.quantity)
    } else {
      issue(line.productCode, line.quantity)
    }
  }
  return issued
}
