import { Suspense, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageProviders } from '#components/page-providers.tsx'
import { SiteFooter } from '#components/site-footer.tsx'
import { SiteHeader } from '#components/site-header.tsx'
import { useT } from '#components/translation.tsx'
import { pageMetaOf } from '#renderer/page-meta.ts'
import './global.css'

// https://vike.dev/Layout
export function Layout({ children }: { children: ReactNode }) {
  const { locale, linkContext } = usePageContext()
  return (
    <PageProviders locale={locale} linkContext={linkContext}>
      <PageFrame>{children}</PageFrame>
    </PageProviders>
  )
}

/**
 * The header and the footer each sit in a Suspense boundary (as every block does, renderer/render-blocks.tsx):
 * React hydrates the part outside any boundary in one pass it never interrupts, and each boundary after
 * it in passes that give the browser a turn every few milliseconds. A click on a part not hydrated yet
 * makes React hydrate that part first. Nothing in them suspends, so the server renders them in full.
 */
function PageFrame({ children }: { children: ReactNode }) {
  const { preview, layout, data, contentPath } = usePageContext()
  const t = useT()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('chrome.skipToContent')}
      </a>
      {preview && (
        <p className="preview-banner" role="status">
          {t('preview.banner')}
        </p>
      )}
      <Suspense fallback={null}>
        <SiteHeader
          layout={layout}
          currentPath={contentPath}
          localizedPagePaths={pageMetaOf(data)?.localizedPagePaths}
        />
      </Suspense>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter layout={layout} />
      </Suspense>
    </>
  )
}
