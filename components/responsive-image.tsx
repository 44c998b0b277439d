import { imageUrlForWidth, srcSetWidths } from '#domain/responsive-image.ts'
import type { Image } from '#schemas/image.ts'

export interface ResponsiveImageProps {
  image: Image
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  className?: string
  /** Above the fold: fetched at once and early; otherwise lazily. */
  priority?: boolean
}

/**
 * An image offered at the spec's breakpoints and densities (spec §9). Width and height are always set
 * from the original, so the browser reserves the space and nothing shifts as it loads.
 */
export function ResponsiveImage({ image, sizes, className, priority = false }: ResponsiveImageProps) {
  const srcSet = srcSetWidths(image.width)
    .map((width) => `${imageUrlForWidth(image.url, width)} ${width}w`)
    .join(', ')
  return (
    <img
      className={className}
      src={imageUrlForWidth(image.url, image.width)}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
