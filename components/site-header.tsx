import { Suspense } from 'react'
import { brand } from '#config/brand.ts'
import { staticFileUrl } from '#domain/responsive-image.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import { AccountLink } from './auth/account-link.tsx'
import { CartLink } from './cart/cart-link.tsx'
import { LanguageSwitcher, type LocalizedPagePaths } from './language-switcher.tsx'
import { shownNavigation } from './layout-view.ts'
import { useHref } from './locale-context.tsx'
import { MainNavigation } from './main-navigation.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { SearchForm } from './search/search-form.tsx'
import { useT } from './translation.tsx'
import './site-header.css'

export interface SiteHeaderProps {
  /**
   * The locale's layout (spec §7 call 5); null when the layout call failed, undefined in a page context
   * that carries none (a render outside the page middleware): both get the minimal frame.
   */
  layout: LayoutResponse | null | undefined
  /** The page's site path without locale prefix, to mark the current page in the navigation. */
  currentPath: string
  /** Where the page lives in each locale (spec §3), for the language switcher; absent on error pages. */
  localizedPagePaths?: LocalizedPagePaths | undefined
}

/**
 * The site header (spec §2.5): the logo linking to the landing page, the site search (issue 13), the
 * navigation tree and the language switcher, behind a menu button on mobile. Without a layout (the content system is down) it
 * still shows the wordmark and the language switcher, so the error page keeps a way home.
 */
export function SiteHeader({ layout, currentPath, localizedPagePaths }: SiteHeaderProps) {
  const t = useT()
  const hrefFor = useHref()
  const logo = layout?.navigation.logo
  const tree = layout ? shownNavigation(layout) : []
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-header__logo" href={hrefFor('/')} aria-label={t('chrome.home')}>
          {logo === undefined ? (
            <span className="site-header__wordmark">{brand.name}</span>
          ) : (
            <img
              className="site-header__logo-image"
              src={staticFileUrl(logo.url)}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              // The logo is the first thing drawn on every page.
              fetchPriority="high"
            />
          )}
        </a>
        <CartLink />
        <AccountLink />
        <MobileMenu currentPath={currentPath}>
          {/* In a boundary of its own (ADR 038): the panel's search, tree and languages. Their code is in
              the start bundle, so the fallback is never shown. The menu button stays outside it: its
              no-script link becomes a button as the page hydrates. */}
          <Suspense fallback={null}>
            {/* Issue 13: the site search, first in the mobile panel; beside the languages on desktop. */}
            <SearchForm variant="header" />
            {tree.length > 0 && <MainNavigation tree={tree} currentPath={currentPath} />}
            <LanguageSwitcher localizedPagePaths={localizedPagePaths} />
          </Suspense>
        </MobileMenu>
      </div>
    </header>
  )
}
