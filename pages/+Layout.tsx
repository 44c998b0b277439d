import { Suspense, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { afterStartPart } from '#blocks/preloadable-component.tsx'
import { DeferredConsentHost } from '#components/consent/deferred-consent-host.tsx'
import { HydrationSlice } from '#components/hydration-slices.tsx'
import { NoticesHost } from '#components/notices/notices-host.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import { SiteHeader } from '#components/site-header.tsx'
import { useT } from '#components/translation.tsx'
import { pageMetaOf } from '#renderer/page-meta.ts'
import './global.css'

/**
 * The footer hydrates after the rest of the page (issue 17: what is not needed before interaction loads
 * after it; ADR 035). The header does not: its menus, search and language choice are what a visitor
 * reaches for first, and a press on them must find their code.
 */
const footer = afterStartPart('footer', () =>
  import('#components/site-footer.tsx').then((module) => module.SiteFooter),
)
if (typeof window === 'undefined') await footer.preload()

// https://vike.dev/Layout
export function Layout({ children }: { children: ReactNode }) {
  const { locale, linkContext, layout, tagManagerId } = usePageContext()
  return (
    <PageProviders
      locale={locale}
      linkContext={linkContext}
      checkLogin
      beside={
        <>
          <footer.Part layout={layout} />
          <NoticesHost />
          <DeferredConsentHost tagManagerId={tagManagerId ?? null} />
        </>
      }
    >
      <PageFrame>{children}</PageFrame>
    </PageProviders>
  )
}

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
      {/* The header hydrates in a task of its own, the first after the page's frame (ADR 048). */}
      <Suspense fallback={null}>
        <HydrationSlice name="header">
          <SiteHeader
            layout={layout}
            currentPath={contentPath}
            localizedPagePaths={pageMetaOf(data)?.localizedPagePaths}
          />
        </HydrationSlice>
      </Suspense>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
