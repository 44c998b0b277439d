import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import type { HeroBlock } from './hero.schema.ts'

export function Hero({ block }: BlockProps<HeroBlock>) {
  const headingId = `${block.id}-heading`
  return (
    <section className="hero" aria-labelledby={headingId}>
      <div className="hero__text">
        <BlockHeading id={headingId} className="hero__heading">
          {block.heading}
        </BlockHeading>
        {block.lead !== undefined && <p className="hero__lead">{block.lead}</p>}
        {block.action !== undefined && (
          <SmartLink className="button button--primary" target={block.action.target}>
            {block.action.label}
          </SmartLink>
        )}
      </div>
      {block.image !== undefined && (
        <ResponsiveImage
          className="hero__image"
          image={block.image}
          sizes="(min-width: 992px) 50vw, 100vw"
          priority
        />
      )}
    </section>
  )
}
