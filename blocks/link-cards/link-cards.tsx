import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import type { LinkCardsBlock } from './link-cards.schema.ts'
import './link-cards.css'

export function LinkCards({ block }: BlockProps<LinkCardsBlock>) {
  const headingId = `${block.id}-heading`
  return (
    // Only a block with a heading is a named region; without one it would be an unnamed landmark.
    <section
      className="link-cards"
      {...(block.heading === undefined ? {} : { 'aria-labelledby': headingId })}
    >
      {block.heading !== undefined && (
        <BlockHeading id={headingId} className="link-cards__heading">
          {block.heading}
        </BlockHeading>
      )}
      <ul className="link-cards__list">
        {block.cards.map((card) => (
          <li key={card.id} className="link-card">
            {card.image !== undefined && (
              <ResponsiveImage
                className="link-card__image"
                image={card.image}
                // One column below 480 px, two up to 992 px, three above (spec §9 breakpoints).
                sizes="(min-width: 992px) 33vw, (min-width: 480px) 50vw, 100vw"
              />
            )}
            <h3 className="link-card__title">{card.title}</h3>
            {card.text !== undefined && <p className="link-card__text">{card.text}</p>}
            {/* spec §2.3: SmartLink localizes pages, opens other sites in a new tab and cards in a dialog. */}
            <SmartLink className="link-card__link" target={card.link.target}>
              {card.link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
