// https://vike.dev/data
import { shopPageData, type ShopDataPageContext, type ShopPageData } from '../shop-page-data.ts'

/** The checkout page's data: only its head. The checkout data is the visitor's, in localStorage `userinfo`. */
export type Data = ShopPageData<'checkout'>

/** The checkout page (issue 15): its steps run in the browser over the cart and `userinfo` (DESIGN §1). */
export function data(pageContext: ShopDataPageContext): Data {
  return shopPageData('checkout', pageContext)
}
