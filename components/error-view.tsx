import { useId } from 'react'
import { getHref, type FixedPathKey } from '#i18n/localized-paths.ts'
import type { FooterLink } from '#schemas/layout.ts'
import { ContactPanel } from './contact-panel.tsx'
import { errorKind } from './error-status.ts'
import { useErrorTracking } from './error-tracking.ts'
import { useHref, useLocale } from './locale-context.tsx'
import { useT } from './translation.tsx'
import { useHydrated } from './use-hydrated.ts'
import './error-view.css'
import './visually-hidden.css'

/** What only development shows: the message and stack of the error that broke the page. */
export interface DevelopmentError {
  message: string
  stack: string | undefined
}

export interface ErrorViewProps {
  /** The status shown (spec §8: the upstream's own status for an upstream failure). */
  status: number
  /** The address the visitor asked for, as a pathname. */
  requestedPath: string
  /** The path a route-validation failure names (spec §2.1: 'Page Not Found' plus the path). */
  missingPath?: string | undefined
  /** The request id the server logged this request under, for customer service and bug reports. */
  requestId?: string | undefined
  /** Set in development only; production never shows an error's message or stack. */
  developmentError?: DevelopmentError | undefined
  /** The layout's social links for the contact blocks; empty when the layout is missing. */
  socialLinks: readonly FooterLink[]
}

/** The error page's title for a status (spec §8); the page uses it for the document title too. */
export function errorTitleKey(status: number): string {
  return `errorPage.title.${errorKind(status)}`
}

/**
 * spec §2.4 error page: status code, title, message, a collapsible details section, back and home
 * buttons, useful links and the localized contact blocks. It also reports the error to the tag
 * manager (spec §4).
 */
export function ErrorView({
  status,
  requestedPath,
  missingPath,
  requestId,
  developmentError,
  socialLinks,
}: ErrorViewProps) {
  const t = useT()
  const hrefFor = useHref()
  const locale = useLocale()
  const titleId = useId()
  const usefulLinksId = useId()
  const kind = errorKind(status)
  useErrorTracking(status, requestedPath)
  // spec §2.4 useful links, at the spec §2.2 fixed paths of this locale.
  const usefulLinks: { key: FixedPathKey; label: string }[] = [
    { key: 'stationLocator', label: t('errorPage.stationLocator') },
    { key: 'contact', label: t('errorPage.contactUs') },
    { key: 'articles', label: t('errorPage.articles') },
  ]
  return (
    <section className="error-view" aria-labelledby={titleId}>
      <p className="error-view__status">
        <span className="visually-hidden">{t('errorPage.statusLabel')} </span>
        {status}
      </p>
      <h1 id={titleId} className="error-view__title">
        {t(errorTitleKey(status))}
      </h1>
      <p className="error-view__message">{t(`errorPage.message.${kind}`)}</p>
      {missingPath !== undefined && (
        <p className="error-view__message">{t('errorPage.missingPath', { path: missingPath })}</p>
      )}
      <div className="error-view__actions">
        <BackButton />
        <a className="button button--primary" href={hrefFor('/')}>
          {t('errorPage.home')}
        </a>
      </div>
      <details className="error-view__details">
        <summary>{t('errorPage.details')}</summary>
        <dl className="error-view__facts">
          <dt>{t('errorPage.statusCode')}</dt>
          <dd>{status}</dd>
          <dt>{t('errorPage.requestedPath')}</dt>
          <dd>
            <code>{requestedPath}</code>
          </dd>
          {requestId !== undefined && (
            <>
              <dt>{t('errorPage.requestId')}</dt>
              <dd>
                <code>{requestId}</code>
              </dd>
            </>
          )}
        </dl>
        {developmentError !== undefined && (
          <div className="error-view__development">
            <p className="error-view__development-title">{t('errorPage.developmentError')}</p>
            <pre className="error-view__stack">{developmentError.stack ?? developmentError.message}</pre>
          </div>
        )}
      </details>
      <nav className="error-view__useful" aria-labelledby={usefulLinksId}>
        <h2 id={usefulLinksId} className="error-view__useful-heading">
          {t('errorPage.usefulLinks')}
        </h2>
        <ul className="error-view__useful-links">
          {usefulLinks.map((link) => (
            <li key={link.key}>
              <a href={hrefFor(getHref(link.key, locale))}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ContactPanel socialLinks={socialLinks} />
    </section>
  )
}

/**
 * history.back() needs JavaScript and somewhere to go back to, so the button appears only once the page
 * has hydrated and the tab has history; until then the home button is the way out.
 */
function BackButton() {
  const t = useT()
  const hydrated = useHydrated()
  if (!hydrated || window.history.length <= 1) return null
  return (
    <button type="button" className="button button--secondary" onClick={() => window.history.back()}>
      {t('errorPage.back')}
    </button>
  )
}
