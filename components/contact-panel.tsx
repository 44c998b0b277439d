import { telHref } from '#domain/phone-number.ts'
import type { FooterLink } from '#schemas/layout.ts'
import { PhoneLink } from './phone-link.tsx'
import { SocialLinkList } from './social-link-list.tsx'
import { useT } from './translation.tsx'
import './contact-panel.css'
import { useElementId } from './element-id.tsx'

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
  const headingId = useElementId()
  const links = socialLinks.filter((link) => link.url !== undefined)
  return (
    <section className="contact-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-panel__heading">
        {t('errorPage.contact.heading')}
      </h2>
      <div className="contact-panel__items">
        <div className="contact-panel__item">
          <h3 className="contact-panel__title">{t('errorPage.contact.customerService')}</h3>
          <p className="contact-panel__phone">
            <DialablePhone number={t('errorPage.contact.customerServicePhone')} />
          </p>
          <p className="contact-panel__note">{t('errorPage.contact.customerServiceNote')}</p>
        </div>
        <div className="contact-panel__item">
          <h3 className="contact-panel__title">{t('errorPage.contact.feedback')}</h3>
          <p className="contact-panel__phone">
            <DialablePhone number={t('errorPage.contact.feedbackPhone')} />
          </p>
          <p className="contact-panel__note">{t('errorPage.contact.feedbackNote')}</p>
        </div>
        <div className="contact-panel__item">
          <h3 className="contact-panel__title">{t('errorPage.contact.social')}</h3>
          <p className="contact-panel__note">{t('errorPage.contact.socialNote')}</p>
          {links.length > 0 && (
            <SocialLinkList
              links={links}
              className="contact-panel__social"
              linkClassName={() => 'contact-panel__social-link'}
            />
          )}
        </div>
      </div>
    </section>
  )
}

/** A number from the message catalogue, linked for dialling when it is one. */
function DialablePhone({ number }: { number: string }) {
  return <PhoneLink className="contact-panel__number" number={number} href={telHref(number)} />
}
