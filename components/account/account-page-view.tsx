import { lazy, Suspense, useState } from 'react'
import { sitePath } from '#i18n/site-paths.ts'
import { useAuth } from '../auth/auth-provider.tsx'
import { hubLoginHref } from '../auth/hub-login.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { useHydrated } from '../use-hydrated.ts'
import './account-page-view.css'

/** The customer's data and its calls (with their schemas) load only for a logged-in customer. */
const AccountRuntime = lazy(() =>
  import('./account-runtime.tsx').then((module) => ({ default: module.AccountRuntime })),
)

/**
 * The account page (issue 16). The server renders the heading and a loading note, the same for everyone;
 * in the browser the page's login machine (spec §4) says whether a customer is logged in: then the
 * profile, cards and orders are loaded for the session, otherwise the page says so and links to the
 * account hub's login, which brings the customer back here.
 */
export function AccountPageView() {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const hydrated = useHydrated()
  const { view } = useAuth()
  // Seen logged in on this page, and logged out since: the logout is what the page reports.
  const [seenLoggedIn, setSeenLoggedIn] = useState(false)
  if (view.status === 'loggedIn' && !seenLoggedIn) setSeenLoggedIn(true)

  const loading = (
    <>
      <p role="status" className="account-page__loading">
        {t('account.loading')}
      </p>
      {!hydrated && <p className="account-page__needs-js">{t('account.needsJavaScript')}</p>}
    </>
  )
  let body = loading
  if (hydrated && view.status === 'loggedIn') {
    body = (
      <Suspense fallback={loading}>
        <AccountRuntime />
      </Suspense>
    )
  } else if (hydrated && view.status === 'loggedOut') {
    body = (
      <div className="account-page__logged-out" role="status">
        {seenLoggedIn && <p>{t('account.loggedOut.done')}</p>}
        {/* The hub's login is the server's page: `rel="external"` makes it a full load, not a client route. */}
        <p>{t('account.loggedOut.message')}</p>
        <p>
          <a
            rel="external"
            className="button button--primary"
            href={hubLoginHref(locale, hrefFor(sitePath('account', locale)))}
          >
            {t('account.loggedOut.login')}
          </a>
        </p>
      </div>
    )
  }
  return (
    <div className="page account-page">
      <h1 className="page__title">{t('account.heading')}</h1>
      {body}
    </div>
  )
}
