import { brand } from '#config/brand.ts'
import type { Foreground } from '#domain/colour-foreground.ts'

/**
 * spec §3 brand themes. Content data names them by these keys; the car-wash theme's brand name carries
 * the brand prefix (spec §3: "name starts with the brand prefix"), so it is `${brand.prefix}CarWash`
 * while the data value stays the brand-neutral 'carWash' and a brand change touches no content.
 */
export const namedBannerThemes = ['carWash', 'vierumaki', 'helmisimpukka', 'dirt'] as const

export type NamedBannerTheme = (typeof namedBannerThemes)[number]

export interface BannerPalette {
  /** The theme's brand name. */
  name: string
  /** Background of the banner; the text colour follows from it (spec §5). */
  primary: string
  /** Accent: the band along the banner's edge. */
  secondary: string
  /** Soft tone: the frame behind the picture while it loads. */
  tertiary: string
}

/**
 * The spec names the themes but not their colours ("primary, secondary, tertiary"); these values are
 * ours, chosen so the spec §5 text colour on each primary passes WCAG AA (banner.test.tsx checks it).
 */
export const bannerThemes: Readonly<Record<NamedBannerTheme, BannerPalette>> = {
  carWash: { name: `${brand.prefix}CarWash`, primary: '#003b73', secondary: '#00a3e0', tertiary: '#e6f6fd' },
  vierumaki: { name: 'vierumaki', primary: '#1f5130', secondary: '#8dc63f', tertiary: '#eef7e4' },
  helmisimpukka: { name: 'helmisimpukka', primary: '#f3ece4', secondary: '#5c7d8a', tertiary: '#d9c8b4' },
  dirt: { name: 'dirt', primary: '#5b4636', secondary: '#c9a66b', tertiary: '#efe6d8' },
}

/** The text colours the spec §5 rule picks between: white, or the site's own text colour. */
export const foregroundColours: Readonly<Record<Foreground, string>> = {
  light: '#ffffff',
  dark: '#1b1f1d',
}
