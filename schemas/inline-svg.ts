import type { z } from 'zod'
import type { LayoutResponse } from './layout.ts'

/**
 * SVG markup that passed the server's vector-image sanitizer (server/services/vector-images/): no scripts,
 * event handlers, styles or references outside the image itself (spec §7 call 11). Only that sanitizer
 * mints the brand, and only this type may be embedded as markup (components/inline-svg.tsx).
 */
export type SanitizedSvg = string & z.$brand<'SanitizedSvg'>

/**
 * The layout as the page receives it: the footer icons' sanitized SVG rides along, keyed by the icon's
 * image URL, so the icons draw inline (in the text colour where they say currentColor) and the browser
 * never fetches or sanitizes SVG itself. An icon without an entry keeps its `<img>`.
 */
export type LayoutWithInlineIcons = LayoutResponse & {
  inlineIcons?: Readonly<Record<string, SanitizedSvg>> | undefined
}
