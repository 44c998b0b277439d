import { resolve } from 'node:path'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext, PageContextServer } from 'vike/types'
import { parsePagePath } from '#i18n/page-path.ts'
import { Layout } from '#pages/+Layout.tsx'
import { Page } from '#pages/content/+Page.tsx'
import { data } from '#pages/content/+data.ts'
import { loadEmbeddedContent } from '#server/services/content/embedded-content-source.server.ts'

export interface PageRenderer {
  /** One server render of the page body, as vike-react does it per request. */
  render(): string
}

/**
 * Prepares the in-process render of the catch-all content page at `path`: the same route parsing
 * (+onBeforeRoute), the same +data hook over the embedded content the server loads, and the tree
 * vike-react builds (StrictMode › pageContext provider › Layout › Page), minus Vike's `renderPage` and
 * HTML shell, so what is timed is React's rendering alone.
 */
export async function createPageRenderer(path: string): Promise<PageRenderer> {
  const pagePath = parsePagePath(path)
  const content = await loadEmbeddedContent(resolve('content'))
  // +data reads only the route fields and services.content; the rest of a server pageContext
  // (database, request id) plays no part in rendering.
  const dataContext = { ...pagePath, services: { content } } as unknown as PageContextServer
  let pageData: Awaited<ReturnType<typeof data>>
  try {
    pageData = await data(dataContext)
  } catch (error) {
    // +data throws Vike's render(404) when the content source has no page at the path.
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`+data found no page to render at ${path} (${reason})`, { cause: error })
  }
  return {
    render() {
      // A fresh pageContext per render, as per request: useConfig() writes the title into it.
      // The fields are the ones Layout, Page and vike-react's hooks read.
      const pageContext = { ...pagePath, data: pageData, isClientSide: false } as unknown as PageContext
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
