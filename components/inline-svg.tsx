import type { SanitizedSvg } from '#schemas/inline-svg.ts'
import './inline-svg.css'

export interface InlineSvgProps {
  /** Only the server's sanitized output (server/services/vector-images/) can be passed: it is branded. */
  svg: SanitizedSvg
  className?: string | undefined
  /** What the image shows, for screen readers; without it the image is decoration and hidden from them. */
  label?: string | undefined
}

/**
 * The one place SVG markup reaches the page (spec §7 call 11). Inline, the image draws in the text colour
 * wherever it says currentColor, which an `<img>` cannot. The box sizes the image: it fills it.
 */
export function InlineSvg({ svg, className, label }: InlineSvgProps) {
  const classes = className === undefined ? 'inline-svg' : `inline-svg ${className}`
  return label === undefined ? (
    <span className={classes} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <span className={classes} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
  )
}
