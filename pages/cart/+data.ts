// https://vike.dev/data
import { shopPageData, type ShopDataPageContext, type ShopPageData } from '../shop-page-data.ts'

/** The cart page's data: only its head. The cart itself is the visitor's, in their browser's storage. */
export type Data = ShopPageData<'cart'>

/** The cart page (issue 14): its lines live in localStorage `cart` (DESIGN §1). */
export function data(pageContext: ShopDataPageContext): Data {
  return shopPageData('cart', pageContext)
}
