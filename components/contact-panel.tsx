import { useId } from 'react'
import { telHref } from '#domain/phone-number.ts'
import type { FooterLink } from '#schemas/layout.ts'
import { ChromeLink } from './chrome-link.tsx'
import { useT } from './translation.tsx'
import './contact-panel.css'

export interface ContactPanelProps {
  /** The layout's social links (spec §2.5 someLinks); empty when the layout could not be loaded. */
  socialLinks: readonly FooterLink[]
}

/**
 * spec §2.4: the error page's localized contact blocks: 24h customer service, the feedback phone and
 * social media. Texts and numbers come from the message catalogue, not the content system, because the
 * error page is also what visitors see when the content system is down.
 */
export function ContactPanel({ socialLinks }: ContactPanelProps) {
  const t = useT()
  const headingId = useId()
  const links = socialLinks.flatMap(({ contentType, title, url }) =>
    url === undefined ? [] : [{ key: `${contentType}-${title}`, title, url }],
  )
  return (
    <section className="contact-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-panel__heading">
        {t('errorPage.contact.heading')}
      </h2>
      <div className="contact-panel__items">
        <div className="contact-panel__item">
          <h3 className="contact-panel__title">{t('errorPage.contact.customerService')}</h3>
          <p className="contact-panel__phone">
            <PhoneNumber number={t('errorPage.contact.customerServicePhone')} />
          </p>
          <p className="contact-panel__note">{t('errorPage.contact.customerServiceNote')}</p>
        </div>
        <div className="contact-panel__item">
          <h3 className="contact-panel__title">{t('errorPage.contact.feedback')}</h3>
          <p className="contact-panel__phone">
            <PhoneNumber number={t('errorPage.contact.feedbackPhone')} />
          </p>
          <p className="contact-panel__note">{t('errorPage.contact.feedbackNote')}</p>
        </div>
        <div className="contact-panel__item">
          <h3 className="contact-panel__title">{t('errorPage.contact.social')}</h3>
          <p className="contact-panel__note">{t('errorPage.contact.socialNote')}</p>
          {links.length > 0 && (
            <ul className="contact-panel__social">
              {links.map((link) => (
                <li key={link.key}>
                  <ChromeLink className="contact-panel__social-link" url={link.url}>
                    {link.title}
                  </ChromeLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}

/**
 * The number as written, linked for dialling; the accessible name adds the action and still contains
 * the visible text (WCAG 2.5.3). A text edited into something no phone can dial stays plain text.
 */
function PhoneNumber({ number }: { number: string }) {
  const t = useT()
  const href = telHref(number)
  if (href === null) return <span className="contact-panel__number">{number}</span>
  return (
    <a className="contact-panel__number" href={href} aria-label={t('errorPage.contact.call', { number })}>
      {number}
    </a>
  )
}
