import { memo, Suspense, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { preloadableComponent } from '#blocks/preloadable-component.tsx'
import { DeferredConsentHost } from '#components/consent/deferred-consent-host.tsx'
import type { SiteFooterProps } from '#components/site-footer.tsx'
import { NoticesHost } from '#components/notices/notices-host.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import { SiteHeader } from '#components/site-header.tsx'
import { useT } from '#components/translation.tsx'
import { pageMetaOf } from '#renderer/page-meta.ts'
import './global.css'

/**
 * The footer hydrates after the rest of the page (issue 17: what is not needed before interaction loads
 * after it). The server renders it like any component, its code loaded before the first render; in the
 * browser its code is not in the start bundle: hydration leaves the server's footer as it is, inside its
 * Suspense boundary, and hydrates it once the chunk is here (React's selective hydration; a click on it
 * before then is replayed after).
 */
const footer = preloadableComponent(() =>
  import('#components/site-footer.tsx').then((module) => module.SiteFooter),
)
if (typeof window === 'undefined') await footer.preload()

/**
 * A boundary not hydrated yet is rendered from scratch in the browser, the server's footer thrown away,
 * when new props or a changed context reach it before its code is here. So the footer is memoized
 * against the frame's own renders (its props stay the same objects), and the providers above it hand
 * down objects that never change (components/value-store.ts, ADR 035).
 */
const DeferredFooter = memo(function DeferredFooter({ layout }: SiteFooterProps) {
  return (
    <Suspense fallback={null}>
      <footer.Component layout={layout} />
    </Suspense>
  )
})

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
          <DeferredFooter layout={layout} />
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
      <SiteHeader
        layout={layout}
        currentPath={contentPath}
        localizedPagePaths={pageMetaOf(data)?.localizedPagePaths}
      />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
