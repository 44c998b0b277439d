import { type MouseEvent } from 'react'
import { staticFileUrl } from '#domain/responsive-image.ts'
import type { LayoutWithInlineIcons, SanitizedSvg } from '#schemas/inline-svg.ts'
import type { FooterLink } from '#schemas/layout.ts'
import type { FooterGroup } from '#schemas/layout-tree.ts'
import { ChromeLink } from './chrome-link.tsx'
import { InlineSvg } from './inline-svg.tsx'
import { SocialLinkList } from './social-link-list.tsx'
import { footerView } from './layout-view.ts'
import { useT } from './translation.tsx'
import { earlyPressMark } from './use-early-press.ts'
import { desktopMediaQuery, useMediaQuery } from './use-media-query.ts'
import './site-footer.css'
import { useElementId } from './element-id.tsx'

export interface SiteFooterProps {
  /**
   * The locale's layout (spec §7 call 5); null when the layout call failed, undefined in a page context
   * that carries none (a render outside the page middleware): both get the minimal frame. The server adds
   * the icons' sanitized SVG (`inlineIcons`, spec §7 call 11).
   */
  layout: LayoutWithInlineIcons | null | undefined
}

/**
 * spec §2.5 footer: icon row, collapsible link groups, app download links in two groups (the second
 * is the business app), social links, the copyright line with the current year, and extra links. When
 * the layout is missing (the content system is down) only the copyright line is left.
 */
export function SiteFooter({ layout }: SiteFooterProps) {
  const t = useT()
  // Computed at render time, so a cached build never shows last year (spec §2.5).
  const year = new Date().getFullYear()
  const copyright = <p className="site-footer__copyright">{t('footer.copyright', { year })}</p>
  if (!layout) {
    return (
      <footer className="site-footer">
        <div className="site-footer__inner">{copyright}</div>
      </footer>
    )
  }
  const { icons, someLinks } = layout.footer
  const { linkGroups, downloadGroups, extraLinks } = footerView(layout)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {icons.length > 0 && <IconRow icons={icons} inlineIcons={layout.inlineIcons ?? {}} />}
        {linkGroups.length > 0 && <LinkGroups groups={linkGroups} />}
        <div className="site-footer__aside">
          {downloadGroups.length > 0 && <DownloadGroups groups={downloadGroups} />}
          {someLinks.length > 0 && <SocialLinks links={someLinks} />}
        </div>
        <div className="site-footer__bottom">
          {copyright}
          {extraLinks.length > 0 && <ExtraLinks links={extraLinks} />}
        </div>
      </div>
    </footer>
  )
}

function IconRow({
  icons,
  inlineIcons,
}: {
  icons: readonly FooterLink[]
  inlineIcons: Readonly<Record<string, SanitizedSvg>>
}) {
  const t = useT()
  return (
    <nav className="site-footer__icons" aria-label={t('footer.quickLinks')}>
      <ul className="site-footer__icon-list">
        {icons.map((icon) => (
          <li key={`${icon.title}-${icon.url ?? ''}`}>
            {icon.url === undefined ? (
              <span className="site-footer__icon">
                <IconImage link={icon} inlineIcons={inlineIcons} />
                {icon.title}
              </span>
            ) : (
              <ChromeLink className="site-footer__icon" url={icon.url}>
                <IconImage link={icon} inlineIcons={inlineIcons} />
                {icon.title}
              </ChromeLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The icon beside its title: the title names the link, so the image is decoration. Inline when the server
 * could sanitize its SVG (it then takes the tile's colour), otherwise an `<img>`.
 */
function IconImage({
  link,
  inlineIcons,
}: {
  link: FooterLink
  inlineIcons: Readonly<Record<string, SanitizedSvg>>
}) {
  if (link.image === undefined) return null
  const svg = inlineIcons[link.image.url]
  if (svg !== undefined) return <InlineSvg className="site-footer__icon-image" svg={svg} />
  return (
    <img
      className="site-footer__icon-image"
      src={staticFileUrl(link.image.url)}
      alt=""
      width={link.image.width}
      height={link.image.height}
      loading="lazy"
    />
  )
}

/**
 * spec §2.5 collapsible link groups: each a native disclosure (works without JavaScript). On mobile they
 * start closed; from the desktop breakpoint they are open and stay open. The server cannot see the
 * viewport, so it sends them open: nothing is hidden from a reader without JavaScript.
 */
function LinkGroups({ groups }: { groups: readonly FooterGroup[] }) {
  const t = useT()
  const desktop = useMediaQuery(desktopMediaQuery, true)
  return (
    <nav className="site-footer__groups" aria-label={t('footer.siteLinks')}>
      {groups.map((group) => (
        <details key={group.heading.title} className="site-footer__group" open={desktop}>
          <summary
            className="site-footer__group-summary"
            // On desktop the groups are open columns: a click must not fold one away, and a control
            // that does nothing stays out of the tab order.
            onClick={desktop ? preventToggle : undefined}
            tabIndex={desktop ? -1 : undefined}
          >
            <h2 className="site-footer__group-heading">{group.heading.title}</h2>
          </summary>
          <LinkList links={group.links} className="site-footer__group-links" />
        </details>
      ))}
    </nav>
  )
}

function preventToggle(event: MouseEvent) {
  event.preventDefault()
}

function LinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) =>
        link.url === undefined ? null : (
          <li key={`${link.title}-${link.url}`}>
            <ChromeLink className="site-footer__link" url={link.url}>
              {link.title}
            </ChromeLink>
          </li>
        ),
      )}
    </ul>
  )
}

/** spec §2.5: app download links in two groups; the second group is the business app. */
function DownloadGroups({ groups }: { groups: readonly FooterGroup[] }) {
  const t = useT()
  const headingId = useElementId()
  return (
    <section className="site-footer__apps" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {t('footer.apps')}
      </h2>
      <div className="site-footer__app-groups">
        {groups.map((group, index) => (
          <div
            key={group.heading.title}
            className={`site-footer__app-group${index === 1 ? ' site-footer__app-group--business' : ''}`}
          >
            <h3 className="site-footer__app-name">{group.heading.title}</h3>
            <ul className="site-footer__app-links">
              {group.links.map((link) =>
                link.url === undefined ? null : (
                  <li key={`${link.contentType}-${link.url}`}>
                    <ChromeLink className="site-footer__store" url={link.url}>
                      {storeLabel(link, t)}
                    </ChromeLink>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

/** A store link says which store in the visitor's language; an unknown store keeps the editor's title. */
function storeLabel(link: FooterLink, t: ReturnType<typeof useT>): string {
  if (link.contentType === 'appStore') return t('footer.appStore')
  if (link.contentType === 'googlePlay') return t('footer.googlePlay')
  return link.title
}

/** spec §2.5 social links: contentType names the network, the title is the link's name. */
function SocialLinks({ links }: { links: readonly FooterLink[] }) {
  const t = useT()
  const headingId = useElementId()
  return (
    <nav className="site-footer__social" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {t('footer.social')}
      </h2>
      <SocialLinkList
        links={links}
        className="site-footer__social-links"
        linkClassName={(link) => `site-footer__social-link site-footer__social-link--${link.contentType}`}
      />
    </nav>
  )
}

/**
 * spec §2.5 extra links (terms, privacy, cookies). The cookieSettings entry is a button: it reopens the
 * cookie-consent dialog (spec §1) rather than going anywhere. The consent host hears it by its
 * `data-cookie-settings` mark (components/consent/deferred-consent-host.tsx), so a tap counts even
 * before the footer, which hydrates after the start (ADR 035), has its code, and one before the page
 * hydrated is kept for the host (ADR 044).
 */
function ExtraLinks({ links }: { links: readonly FooterLink[] }) {
  const t = useT()
  return (
    <nav className="site-footer__extra" aria-label={t('footer.legal')}>
      <ul className="site-footer__extra-links">
        {links.map((link) => {
          if (link.contentType === 'cookieSettings') {
            return (
              <li key={`${link.contentType}-${link.title}`}>
                <button
                  type="button"
                  className="site-footer__cookie-settings"
                  data-cookie-settings=""
                  {...earlyPressMark}
                >
                  {link.title}
                </button>
              </li>
            )
          }
          if (link.url === undefined) return null
          return (
            <li key={`${link.contentType}-${link.title}`}>
              <ChromeLink className="site-footer__link" url={link.url}>
                {link.title}
              </ChromeLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
