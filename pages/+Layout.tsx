import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ConsentHost } from '#components/consent/consent-host.tsx'
import { NoticesHost } from '#components/notices/notices-host.tsx'
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
    <PageProviders locale={locale} linkContext={linkContext} checkLogin>
      <PageFrame>{children}</PageFrame>
    </PageProviders>
  )
}

function PageFrame({ children }: { children: ReactNode }) {
  const { preview, layout, data, contentPath, tagManagerId } = usePageContext()
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
      <SiteFooter layout={layout} />
      <NoticesHost />
      <ConsentHost tagManagerId={tagManagerId ?? null} />
    </>
  )
}
