import type { Product } from '#schemas/product.ts'
import { useT } from '../translation.tsx'
import { earlyPressMark, useEarlyPress } from '../use-early-press.ts'
import { useCart } from './cart-provider.tsx'

/**
 * A product card's "Add to cart" (issue 14): puts the product in the cart (spec §4: one more if it is
 * there already). The first press loads the cart's code; the press is kept and applied once it runs.
 * A press before the card hydrated is kept too, and applied as it hydrates (ADR 044): once, however
 * often the visitor pressed while nothing happened.
 * `describedBy` names the product, so each card's button is told apart by a screen reader.
 */
export function AddToCartButton({ product, describedBy }: { product: Product; describedBy: string }) {
  const t = useT()
  const { send } = useCart()
  const add = () => send({ type: 'ADD', product })
  const earlyPressRef = useEarlyPress<HTMLButtonElement>(add)
  return (
    <button
      ref={earlyPressRef}
      {...earlyPressMark}
      type="button"
      className="button button--primary add-to-cart"
      aria-describedby={describedBy}
      onClick={add}
    >
      {t('productList.addToCart')}
    </button>
  )
}
