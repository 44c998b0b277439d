import type { Page } from '@playwright/test'
import { z } from 'zod'

/** What the tests read of localStorage `cart` (DESIGN §1): the amount of each line. */
const storedCart = z.object({
  version: z.literal(1),
  items: z.array(z.object({ code: z.string(), amount: z.number() }).loose()),
})

/** The stored cart's amounts by product code; empty when nothing is stored. */
export async function storedAmounts(page: Page): Promise<Record<string, number>> {
  const raw = await page.evaluate(() => window.localStorage.getItem('cart'))
  if (raw === null) return {}
  const cart = storedCart.parse(JSON.parse(raw))
  return Object.fromEntries(cart.items.map((item) => [item.code, item.amount]))
}
