import type { LinkContext } from '#i18n/link-context.ts'
import type { MessageOverrides } from '#i18n/messages.ts'
import type { Data as ContentPageData } from './content/+data.ts'
import type { Data as ErrorPageData } from './_error/+data.ts'
import type { Data as SearchPageData } from './search/+data.ts'
import type { Data as CartPageData } from './cart/+data.ts'
import type { Data as CheckoutPageData } from './checkout/+data.ts'
import type { Data as AccountPageData } from './account/+data.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import type { Locale } from '#schemas/locale.ts'
import type { BlockAssetsOf } from '#server/block-assets.server.ts'
import type { MapStyleSetting } from '#server/env.server.ts'
import type { Services } from '#server/services/services.server.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** Resolved in the order of DESIGN §1 (path prefix, domain, cookie, Accept-Language, fi-FI). */
      locale: Locale
      /** A leading /preview segment was present (spec §7). */
      preview: boolean
      /** The page path with preview and locale segments removed; `/` for the landing page. */
      contentPath: string
      /** How links to any locale are written from this request (DESIGN §1). */
      linkContext: LinkContext
      /**
       * The editors' message overrides of this locale (content/i18n/), set by pages/+onCreatePageContext.server.ts:
       * the browser renders with exactly the texts the server used.
       */
      messageOverrides: MessageOverrides
      /**
       * The locale's layout (spec §7 call 5); null when the layout call failed. The server's own object;
       * the browser builds it from `layoutPayload` before it renders (pages/+onBeforeRenderClient.ts).
       */
      layout: LayoutResponse | null
      /** The layout as the browser receives it: one JSON string per layout (renderer/layout-payload.ts, ADR 034). */
      layoutPayload: string | null
      /** MAP_STYLE_URL + MAP_API_KEY for the maps (components/map/vector-style.ts); absent = the offline basemap. */
      mapStyle?: MapStyleSetting
      /** GTM_ID (spec §5), injected by components/consent/ only after consent; absent = no tag manager. */
      tagManagerId?: string
      /**
       * spec §4 "Build updates": the id of the client build the server rendered this page with; the
       * browser compares it with `/builds/latest.json` (components/build-updates/).
       */
      buildId?: string
      /**
       * The production build's styles and scripts of the page's lazy blocks, linked in its head
       * (pages/+Head.tsx). Set on the server only; never passed to the browser.
       */
      blockAssets?: BlockAssetsOf
      /**
       * What the page's `+data` returned: a content page's view (with its meta, renderer/page-view.ts, and
       * the locator's results), the error page's own data, or the search page's (with its meta,
       * pages/search/+data.ts), or the cart, checkout or account page's (its meta, pages/shop-page-data.ts).
       */
      data?:
        ContentPageData | ErrorPageData | SearchPageData | CartPageData | CheckoutPageData | AccountPageData
    }
    interface PageContextServer {
      requestId: string
      /** For this request: its hooks share one content call per page (server/middleware/page-context.server.ts). */
      services: Services
      /** `scheme://host` the request arrived on: absolute URLs in single-host mode (canonical, og:url). */
      siteOrigin: string
      /** Set when the layout call failed: content pages then abort with this status (spec §8). */
      layoutFailure?: { status: number }
      /** Preview through an upstream CMS without a valid PREVIEW_TOKEN (DESIGN §1): the page answers 404. */
      previewDenied?: boolean
      /** Asked with a method pages do not take (issue 11): the page is the 405 error page. */
      methodNotAllowed?: boolean
    }
    interface Server {
      server: 'hono'
    }
  }
}

export {}
