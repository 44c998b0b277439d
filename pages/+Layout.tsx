import type { ReactNode } from 'react'
import { useT } from '#components/translation.tsx'
import { usePageContext } from 'vike-react/usePageContext'
import { PageProviders } from '#components/page-providers.tsx'
import { chromeMessages } from '#i18n/chrome-messages.ts'
import { localeHomePath } from '#i18n/locale-home.ts'
import './global.css'

export function Layout({ children }: { children: ReactNode }) {
  const { locale, preview } = usePageContext()
  const messages = chromeMessages[locale]
  return (
    <PageProviders locale={locale}>
      <a className="skip-link" href="#main">
        {messages.skipToContent}
      </a>
      {preview && <PreviewBanner />}
      <header className="site-header">
        <a className="site-header__logo" href={localeHomePath(locale)} aria-label={messages.home}>
          Aurora
        </a>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {messages.copyright}
        </p>
      </footer>
    </PageProviders>
  )
}

function PreviewBanner() {
  const t = useT()
  return (
    <p className="preview-banner" role="status">
      {t('preview.banner')}
    </p>
  )
}
