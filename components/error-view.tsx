import { type MouseEvent } from 'react'
import { getHref, type FixedPathKey } from '#i18n/localized-paths.ts'
import type { FooterLink } from '#schemas/layout.ts'
import { ContactPanel } from './contact-panel.tsx'
import { errorKind, type ErrorKind } from './error-status.ts'
import { useErrorTracking } from './error-tracking.ts'
import { useHref, useLocale } from './locale-context.tsx'
import { useT } from './translation.tsx'
import { useHydrated } from './use-hydrated.ts'
import './error-view.css'
import './visually-hidden.css'
import { useElementId } from './element-id.tsx'

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
  /** The site page the visitor came from by client-side navigation, if any (the Back link returns there). */
  previousPath?: string | undefined
}

/** The error page's title for a status (spec §8); the page uses it for the document title too. */
export function errorTitleKey(status: number): `errorPage.title.${ErrorKind}` {
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
  previousPath,
}: ErrorViewProps) {
  const t = useT()
  const hrefFor = useHref()
  const locale = useLocale()
  const titleId = useElementId()
  const usefulLinksId = useElementId()
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
        <BackLink previousPath={previousPath} />
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
 * The path of the page the visitor came from, when it is a page of this site (a full page load from one
 * of our links): `document.referrer` is only known in the browser.
 */
function sameSiteReferrerPath(): string | null {
  if (document.referrer === '') return null
  try {
    const referrer = new URL(document.referrer)
    if (referrer.origin !== window.location.origin) return null
    const path = `${referrer.pathname}${referrer.search}`
    return path === `${window.location.pathname}${window.location.search}` ? null : path
  } catch {
    return null
  }
}

/**
 * spec §2.4 back button, issue 11: a link, so it works without JavaScript, to the locale's landing page.
 * In the browser, when the previous page is on this site (a client-side navigation, or a same-site
 * referrer), it goes back in history there instead, keeping that page's scroll position; its href then
 * names that page too, for a new tab or a history that has no entry to go back to.
 */
function BackLink({ previousPath }: { previousPath: string | undefined }) {
  const t = useT()
  const hrefFor = useHref()
  const hydrated = useHydrated()
  const backPath = previousPath ?? (hydrated ? sameSiteReferrerPath() : null)
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (backPath === null || window.history.length <= 1) return
    event.preventDefault()
    window.history.back()
  }
  return (
    <a className="button button--secondary" href={backPath ?? hrefFor('/')} onClick={goBack}>
      {t('errorPage.back')}
    </a>
  )
}
