import { useConfig } from 'vike-react/useConfig'
import { usePageContext } from 'vike-react/usePageContext'
import { chromeMessages } from '#i18n/chrome-messages.ts'
import { localeHomePath } from '#i18n/locale-home.ts'

/** spec §8: status 500 and above is an internal server error; every other status reads 'Page not found'. */
export function Page() {
  const pageContext = usePageContext()
  const messages = chromeMessages[pageContext.locale]
  const status = pageContext.abortStatusCode ?? (pageContext.is404 === true ? 404 : 500)
  const serverError = typeof status === 'number' && status >= 500
  const title = serverError ? messages.serverErrorTitle : messages.notFoundTitle
  useConfig()({ title })
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{serverError ? messages.serverErrorMessage : messages.notFoundMessage}</p>
      <a className="button button--primary" href={localeHomePath(pageContext.locale)}>
        {messages.backToFrontPage}
      </a>
    </section>
  )
}
