import { sitePath } from '#i18n/site-paths.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { useAuth } from './auth-provider.tsx'
import { hubLoginHref } from './hub-login.ts'
import './account-link.css'

/**
 * The header's account link (spec §4): the customer's first name, to the account page, when logged in;
 * otherwise 'login', to the account hub's login page, which brings the customer back to the account
 * page. The server renders the logged-out link (the page is the same for everyone); it changes once the
 * page's login check answered.
 */
export function AccountLink() {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const { view } = useAuth()
  const accountHref = hrefFor(sitePath('account', locale))
  const user = view.status === 'loggedIn' ? view.user : null
  return (
    <a
      className="account-link"
      href={user === null ? hubLoginHref(locale, accountHref) : accountHref}
      data-state={user === null ? 'logged-out' : 'logged-in'}
      // The hub's login is the server's page, not one of the site's: a full load, never a client route.
      rel={user === null ? 'external' : undefined}
    >
      {/* The icon is the stylesheet's (a mask in the text colour), as the cart link's. */}
      <span className="account-link__icon" aria-hidden="true" />
      {user === null ? (
        <span className="account-link__label">{t('chrome.login')}</span>
      ) : (
        <span className="account-link__label">
          {user.firstname}
          <span className="visually-hidden">{t('chrome.accountOf')}</span>
        </span>
      )}
    </a>
  )
}
