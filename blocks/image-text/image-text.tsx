import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SanitizedHtml } from '#components/sanitized-html.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import type { ImageTextBlock } from './image-text.schema.ts'
import './image-text.css'

export function ImageText({ block }: BlockProps<ImageTextBlock>) {
  const headingId = `${block.id}-heading`
  return (
    // The text comes first in the source so it is read first; the stylesheet places the picture.
    <section className={`image-text image-text--image-${block.imagePosition}`} aria-labelledby={headingId}>
      <div className="image-text__content">
        <BlockHeading id={headingId} className="image-text__heading">
          {block.heading}
        </BlockHeading>
        <SanitizedHtml className="rich-text image-text__body" html={block.body} />
        {block.action !== undefined && (
          <SmartLink className="button button--primary" target={block.action.target}>
            {block.action.label}
          </SmartLink>
        )}
      </div>
      <ResponsiveImage
        className="image-text__image"
        image={block.image}
        // Half the width from the 768 px breakpoint up (spec §9), the full width below it.
        sizes="(min-width: 768px) 50vw, 100vw"
      />
    </section>
  )
}
