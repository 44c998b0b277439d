import { resolve } from 'node:path'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { singleHostLinkContext } from '#i18n/link-context.ts'
import { parsePagePath } from '#i18n/page-path.ts'
import { locatorPayload } from '#components/locator-payload.ts'
import { locatorView } from '#components/locator-view.ts'
import { parseLocatorQuery } from '#domain/station-locator.ts'
import { Layout } from '#pages/+Layout.tsx'
import { Page } from '#pages/content/+Page.tsx'
import type { Data } from '#pages/content/+data.ts'
import { buildPageView } from '#renderer/page-view.ts'
import { loadEmbeddedContent } from '#server/services/content/embedded-content-source.server.ts'
import { createVectorImages } from '#server/services/vector-images/vector-images.server.ts'

export interface PageRenderer {
  /** One server render of the page body, as vike-react does it per request. */
  render(): string
}

/**
 * Prepares the in-process render of the catch-all content page at `path`: the route parsing of
 * +onBeforeRoute, the data +data returns from the embedded content the server loads, and the tree
 * vike-react builds (StrictMode › pageContext provider › Layout › Page), without Vike's `renderPage` and
 * HTML shell, so what is timed is the rendering alone (Preact's, as the server's, ADR 048). `contentDir`
 * is the server's CONTENT_DIR (the bench's `--blocks` serves a temporary copy), so both sides render the
 * same page.
 */
export async function createPageRenderer(
  path: string,
  { contentDir = 'content' }: { contentDir?: string } = {},
): Promise<PageRenderer> {
  const { locale, contentPath, preview } = parsePagePath(path)
  const content = await loadEmbeddedContent(resolve(contentDir))
  const page = await content.getPage({ locale, path: contentPath, preview })
  if (page === null) throw new Error(`the content source has no page at ${path} (the server answers 404)`)
  // The same view +data builds, typed as its result, so a change there fails the typecheck here too.
  // As the server's page context does: the footer's SVG icons inline (spec §7 call 11), read from public/.
  const vectorImages = createVectorImages({ publicDir: resolve('public') })
  const layout = await vectorImages.inlineFooterIcons(await content.getLayout({ locale, preview }))
  const now = Date.now()
  const { allEntries, ...view } = await buildPageView(page, { locale, preview, now })
  if (allEntries.some((entry) => entry.status !== 'ok'))
    throw new Error(`${path} has blocks the renderer skips`)
  // As +data does for a page with a station locator: the locator's answer to the page's own query, once,
  // so the render is of the list the server renders (without it the block renders its empty state).
  const hasLocator = allEntries.some(
    (entry) => entry.status === 'ok' && entry.block.contentType === 'stationLocator',
  )
  const data: Data = hasLocator
    ? {
        ...view,
        locatorPayload: locatorPayload(
          locatorView(
            await content.listStations(locale),
            parseLocatorQuery(new URL(path, 'http://localhost').searchParams),
            view.clock ?? now,
            locale,
          ),
        ),
      }
    : view
  return {
    render() {
      // A fresh pageContext per render, as per request: useConfig() writes the title into it. It holds
      // only what Layout, Page and vike-react's hooks read; the rest of a server pageContext (URL,
      // headers, services) exists only inside Vike's renderPage, which this bench leaves out on purpose.
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a partial stand-in, see above
      const pageContext = {
        locale,
        preview,
        contentPath,
        data,
        layout,
        linkContext: singleHostLinkContext,
        messageOverrides: {},
        isClientSide: false,
      } as unknown as PageContext
      return renderToString(
        <StrictMode>
          <VikeReactProviderPageContext pageContext={pageContext}>
            <Layout>
              <Page />
            </Layout>
          </VikeReactProviderPageContext>
        </StrictMode>,
      )
    },
  }
}
