import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import { PhoneLink } from '#components/phone-link.tsx'
import type { ContactBlocksBlock } from './contact-blocks.schema.ts'
import './contact-blocks.css'

/**
 * spec §2.4: 24h customer service, the feedback phone and social media, side by side. Section titles
 * are translated; numbers and notes come from the market's content.
 */
export function ContactBlocks({ block }: BlockProps<ContactBlocksBlock>) {
  const t = useT()
  const headingId = `${block.id}-heading`
  const socialTitleId = `${block.id}-social`
  const { customerService, feedback, socialLinks } = block
  return (
    <section className="contact-blocks" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="contact-blocks__heading">
        {block.heading ?? t('contact.heading')}
      </BlockHeading>
      <div className="contact-blocks__items">
        {customerService !== undefined && (
          <div className="contact-blocks__item">
            <h3 className="contact-blocks__title">{t('contact.customerService')}</h3>
            <p className="contact-blocks__phone">
              <PhoneLink className="contact-blocks__number" {...customerService.phoneNumber} />
            </p>
            <p className="contact-blocks__note">{customerService.openingNote}</p>
          </div>
        )}
        {feedback !== undefined && (
          <div className="contact-blocks__item">
            <h3 className="contact-blocks__title">{t('contact.feedback')}</h3>
            <p className="contact-blocks__phone">
              <PhoneLink className="contact-blocks__number" {...feedback.phoneNumber} />
            </p>
            {feedback.priceNote !== undefined && <p className="contact-blocks__note">{feedback.priceNote}</p>}
          </div>
        )}
        {socialLinks !== undefined && (
          <nav className="contact-blocks__item" aria-labelledby={socialTitleId}>
            <h3 id={socialTitleId} className="contact-blocks__title">
              {t('contact.socialMedia')}
            </h3>
            <ul className="contact-blocks__social">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <SmartLink className="contact-blocks__social-link" target={link.url}>
                    {t(`contact.network.${link.network}`)}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  )
}
