import { useT } from './translation.tsx'

export interface PhoneLinkProps {
  /** The number as written for people, e.g. `+358 20 123 4567`. */
  number: string
  /** Its `tel:` address; null when the text is no number a phone can dial. */
  href: string | null
  className: string
}

/**
 * A phone number linked for dialling. The number stays visible as written; the accessible name adds the
 * action ("Call +358 …") and still contains the visible text (WCAG 2.5.3). A plain anchor, not SmartLink:
 * a tel: link is neither localized nor opened in a new tab (spec §2.3). A text that no phone can dial
 * stays plain text.
 */
export function PhoneLink({ number, href, className }: PhoneLinkProps) {
  const t = useT()
  if (href === null) return <span className={className}>{number}</span>
  return (
    <a className={className} href={href} aria-label={t('contact.call', { number })}>
      {number}
    </a>
  )
}
