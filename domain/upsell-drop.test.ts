import fc from 'fast-check'
import { expect, test } from 'vitest'
import { keptUpsells, type UpsellSuggestion } from './upsell-drop.ts'

interface Suggestion extends UpsellSuggestion {
  /** Something the rule does not read, to show the suggestions come back whole. */
  label: string
}

function bundleOf(label: string, quantity: number, ...members: [code: string, amount: number][]): Suggestion {
  return {
    label,
    quantity,
    product: { bundleMembers: members.map(([code, amount]) => ({ amount, product: { code } })) },
  }
}

const premium = 'WASH-PREMIUM'

// spec §4: a suggestion is dropped when it is a one-member bundle of the cart item and the cart quantity
// exceeds the suggestion's quantity by more than 1.
test.each<[string, number, Suggestion, boolean]>([
  // case, cart amount of WASH-PREMIUM, suggestion, kept
  ['one more than the suggestion', 2, bundleOf('5 × premium', 1, [premium, 5]), true],
  ['two more than the suggestion', 3, bundleOf('5 × premium', 1, [premium, 5]), false],
  ['as many as the suggestion', 1, bundleOf('5 × premium', 1, [premium, 5]), true],
  ['fewer than the suggestion', 1, bundleOf('2 × 5 × premium', 2, [premium, 5]), true],
  ['exactly +1 over a suggestion of five', 6, bundleOf('5 × 5 × premium', 5, [premium, 5]), true],
  ['+2 over a suggestion of five', 7, bundleOf('5 × 5 × premium', 5, [premium, 5]), false],
  ['far more than the suggestion', 99, bundleOf('5 × premium', 1, [premium, 5]), false],
  ['a one-member bundle of another product', 10, bundleOf('5 × basic', 1, ['WASH-BASIC', 5]), true],
  [
    'a bundle of the item and another product',
    10,
    bundleOf('family pack', 1, [premium, 2], ['WASH-BASIC', 3]),
    true,
  ],
  ['a product that is no bundle', 10, bundleOf('gift card', 1), true],
])('%s: kept is %j', (_case, amount, suggestion, kept) => {
  expect(keptUpsells({ code: premium, amount }, [suggestion])).toEqual(kept ? [suggestion] : [])
})

test('the rule is the same in every market: it reads product codes and quantities, never prices', () => {
  // fi-FI / en-EU, sv-SE and no-NO sell the same codes in EUR, SEK and NOK.
  for (const code of ['WASH-PREMIUM', 'WASH-BASIC', 'WASH-VAN']) {
    const ownBundle = bundleOf(`5 × ${code}`, 1, [code, 5])
    expect(keptUpsells({ code, amount: 2 }, [ownBundle])).toEqual([ownBundle])
    expect(keptUpsells({ code, amount: 3 }, [ownBundle])).toEqual([])
  }
})

test('only the dropped suggestion goes; the others stay whole and in order', () => {
  const charging = bundleOf('charging package', 1)
  const ownBundle = bundleOf('5 × premium', 1, [premium, 5])
  const basicBundle = bundleOf('5 × basic', 1, ['WASH-BASIC', 5])
  const family = bundleOf('family pack', 1, [premium, 2], ['WASH-BASIC', 3])
  expect(keptUpsells({ code: premium, amount: 4 }, [charging, ownBundle, basicBundle, family])).toEqual([
    charging,
    basicBundle,
    family,
  ])
})

const code = fc.constantFrom('WASH-PREMIUM', 'WASH-BASIC', 'WASH-VAN')
const suggestion = fc.record({
  label: fc.string(),
  quantity: fc.integer({ min: 1, max: 99 }),
  product: fc.record({
    bundleMembers: fc.array(
      fc.record({ amount: fc.integer({ min: 1, max: 10 }), product: fc.record({ code }) }),
      { maxLength: 3 },
    ),
  }),
})

test('a suggestion goes only when it is a one-member bundle of the item and the cart holds ≥ 2 more', () => {
  fc.assert(
    fc.property(
      code,
      fc.integer({ min: 1, max: 99 }),
      fc.array(suggestion, { maxLength: 6 }),
      (itemCode, amount, suggestions) => {
        const kept = keptUpsells({ code: itemCode, amount }, suggestions)
        const dropped = suggestions.filter((candidate) => !kept.includes(candidate))
        // What stays keeps its order.
        expect(kept).toEqual(suggestions.filter((candidate) => kept.includes(candidate)))
        for (const candidate of dropped) {
          expect(candidate.product.bundleMembers).toHaveLength(1)
          expect(candidate.product.bundleMembers[0]?.product.code).toBe(itemCode)
          expect(amount).toBeGreaterThanOrEqual(candidate.quantity + 2)
        }
        for (const candidate of kept) {
          const members = candidate.product.bundleMembers
          const ownBundle = members.length === 1 && members[0]?.product.code === itemCode
          if (ownBundle) expect(amount).toBeLessThanOrEqual(candidate.quantity + 1)
        }
      },
    ),
    { numRuns: 2000 },
  )
})
