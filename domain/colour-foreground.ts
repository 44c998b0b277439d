/** spec §5: a colour is 3 or 6 hex digits; a leading `#` is accepted (CSS habit) but not required. */
const hexColourPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** spec §5: below this luminance the background is dark enough to need light text. */
export const lightTextBelowLuminance = 110

export type Foreground = 'light' | 'dark'

export interface Rgb {
  red: number
  green: number
  blue: number
}

/** `#rgb`, `rgb`, `#rrggbb` or `rrggbb` as a lower-case `#rrggbb`, or null when it is not a colour. */
export function normalizeHexColour(value: string): string | null {
  const digits = hexColourPattern.exec(value)?.[1]
  if (digits === undefined) return null
  const full = digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits
  return `#${full.toLowerCase()}`
}

export function hexToRgb(value: string): Rgb | null {
  const normalized = normalizeHexColour(value)
  if (normalized === null) return null
  return {
    red: Number.parseInt(normalized.slice(1, 3), 16),
    green: Number.parseInt(normalized.slice(3, 5), 16),
    blue: Number.parseInt(normalized.slice(5, 7), 16),
  }
}

/**
 * Perceived brightness on 0–255: the ITU-R BT.601 luma weights (0.299 R + 0.587 G + 0.114 B), the
 * common "YIQ" formula, on the raw sRGB channel values. The spec's threshold of 110 is on this scale.
 */
export function perceivedLuminance({ red, green, blue }: Rgb): number {
  return 0.299 * red + 0.587 * green + 0.114 * blue
}

/**
 * spec §5 colour foreground: light text on a background whose luminance is below 110, dark text
 * otherwise; anything that is not 3 or 6 hex digits gets dark text (the page's default surface is light).
 */
export function foregroundFor(background: string): Foreground {
  const rgb = hexToRgb(background)
  if (rgb === null) return 'dark'
  return perceivedLuminance(rgb) < lightTextBelowLuminance ? 'light' : 'dark'
}
