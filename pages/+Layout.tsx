import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageProviders } from '#components/page-providers.tsx'
import { useT } from '#components/translation.tsx'
import { localizedPath } from '#i18n/localized-path.ts'
import './global.css'

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = usePageContext()
  return (
    <PageProviders locale={locale}>
      <PageFrame>{children}</PageFrame>
    </PageProviders>
  )
}

function PageFrame({ children }: { children: ReactNode }) {
  const { locale, preview } = usePageContext()
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
      <header className="site-header">
        <a className="site-header__logo" href={localizedPath(locale, '/')} aria-label={t('chrome.home')}>
          Aurora
        </a>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {t('chrome.copyright')}
        </p>
      </footer>
    </>
  )
}
