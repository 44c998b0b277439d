import { useConfig } from 'vike-react/useConfig'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '#components/translation.tsx'
import { localizedPath } from '#i18n/localized-path.ts'

/** spec §8: status 500 and above is an internal server error; every other status reads 'Page not found'. */
export function Page() {
  const pageContext = usePageContext()
  const t = useT()
  const status = pageContext.abortStatusCode ?? (pageContext.is404 === true ? 404 : 500)
  const serverError = typeof status === 'number' && status >= 500
  const title = t(serverError ? 'chrome.serverErrorTitle' : 'chrome.notFoundTitle')
  useConfig()({ title })
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{t(serverError ? 'chrome.serverErrorMessage' : 'chrome.notFoundMessage')}</p>
      <a className="button button--primary" href={localizedPath(pageContext.locale, '/')}>
        {t('chrome.backToFrontPage')}
      </a>
    </section>
  )
}
