/** What the rule reads of an upsell suggestion (spec §7 call 7: upsellProducts with quantity). */
export interface UpsellSuggestion {
  quantity: number
  product: { bundleMembers: readonly { amount: number; product: { code: string } }[] }
}

/**
 * spec §4: an item's upsell suggestions drop a one-member bundle of the item itself once the cart holds
 * more of the item than the suggestion's quantity plus one: "buy five for the price of four" no longer
 * helps someone who already has more singles than the bundle would give them.
 */
export function keptUpsells<Suggestion extends UpsellSuggestion>(
  item: { code: string; amount: number },
  suggestions: readonly Suggestion[],
): Suggestion[] {
  return suggestions.filter((suggestion) => {
    const members = suggestion.product.bundleMembers
    const isBundleOfTheItem = members.length === 1 && members[0]?.product.code === item.code
    return !(isBundleOfTheItem && item.amount - suggestion.quantity > 1)
  })
}
