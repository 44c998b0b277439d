// https://vike.dev/data
import { shopPageData, type ShopDataPageContext, type ShopPageData } from '../shop-page-data.ts'

/** The account page's data: only its head. The customer's own data is loaded in the browser. */
export type Data = ShopPageData<'account'>

/** Issue 16: profile, cards and orders are the session's, fetched from `/proxy/*` by the page itself. */
export function data(pageContext: ShopDataPageContext): Data {
  return shopPageData('account', pageContext)
}
