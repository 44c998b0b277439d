import type { CSSProperties } from 'react'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import { foregroundFor } from '#domain/colour-foreground.ts'
import { bannerThemes, foregroundColours } from './banner-themes.ts'
import type { BannerBlock } from './banner.schema.ts'
import './banner.css'

/** The banner's colours as custom properties, so the stylesheet holds the layout and the data the palette. */
type BannerStyle = CSSProperties & Record<`--banner-${string}`, string>

function bannerStyle(block: BannerBlock): BannerStyle {
  const palette =
    block.theme === 'custom'
      ? // An editor's own colour has no accents of its own; the background stands in for them.
        { primary: block.backgroundColor, secondary: block.backgroundColor, tertiary: block.backgroundColor }
      : bannerThemes[block.theme]
  return {
    '--banner-background': palette.primary,
    '--banner-accent': palette.secondary,
    '--banner-soft': palette.tertiary,
    // spec §5: light text on a dark background, dark text otherwise.
    '--banner-foreground': foregroundColours[foregroundFor(palette.primary)],
  }
}

export function Banner({ block }: BlockProps<BannerBlock>) {
  const headingId = `${block.id}-heading`
  return (
    <section
      className={`banner banner--${block.theme}`}
      aria-labelledby={headingId}
      style={bannerStyle(block)}
    >
      <div className="banner__text">
        <BlockHeading id={headingId} className="banner__heading">
          {block.heading}
        </BlockHeading>
        <p className="banner__body">{block.text}</p>
        {block.action !== undefined && (
          <SmartLink className="banner__action" target={block.action.target}>
            {block.action.label}
          </SmartLink>
        )}
      </div>
      {block.image !== undefined && (
        <ResponsiveImage
          className="banner__image"
          image={block.image}
          // A third of the row from 768 px up (spec §9), the full width below it.
          sizes="(min-width: 768px) 33vw, 100vw"
        />
      )}
    </section>
  )
}
