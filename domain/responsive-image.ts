import { publicFileVersions } from './public-file-versions.ts'

/** spec §9: layout breakpoints (px) and the pixel-density multipliers images are offered at. */
export const breakpoints = [320, 480, 768, 992, 1200, 1600] as const
export const densityMultipliers = [1, 1.5, 2] as const

/**
 * Widths for an image's srcset: every breakpoint at every density, never wider than the original (a
 * larger rendition would only cost bytes), plus the original itself; ascending and unique.
 */
export function srcSetWidths(intrinsicWidth: number): number[] {
  const widths = new Set<number>()
  for (const breakpoint of breakpoints) {
    for (const multiplier of densityMultipliers) {
      const width = Math.round(breakpoint * multiplier)
      if (width <= intrinsicWidth) widths.add(width)
    }
  }
  widths.add(intrinsicWidth)
  return [...widths].sort((a, b) => a - b)
}

/**
 * The URL of a file of the site's own `public/` with its version (ADR 032: `?v=`, which the server keeps
 * for good); any other URL (another host, a file the build does not have) as it is.
 */
export function versionedUrl(url: string, versions: Readonly<Record<string, string>>): string {
  const [path = '', query] = url.split('?', 2)
  const version = versions[path]
  if (version === undefined) return url
  const params = new URLSearchParams(query)
  params.set('v', version)
  return `${path}?${params.toString()}`
}

/**
 * What `staticFileUrl` and `imageUrlForWidth` wrote for each URL: the build's versions never change while
 * it runs, so the same URL always gets the same answer, and a page's images (a srcset names each image
 * at up to a dozen widths) asked for it on every render of every page (issue 17). Bounded, as the URLs
 * come from content, which changes.
 */
const maxRememberedUrls = 4096
const staticFileUrls = new Map<string, string>()
const renditionUrls = new Map<string, Map<number, string>>()

/** `versionedUrl` with the build's versions of `public/` (empty in tests and Storybook). */
export function staticFileUrl(url: string): string {
  let versioned = staticFileUrls.get(url)
  if (versioned === undefined) {
    versioned = versionedUrl(url, publicFileVersions)
    if (staticFileUrls.size >= maxRememberedUrls) staticFileUrls.clear()
    staticFileUrls.set(url, versioned)
  }
  return versioned
}

/**
 * The URL of a rendition `width` pixels wide: the content system's image service reads `w`. An image of
 * the site's own `public/` carries its version too (`staticFileUrl`).
 */
export function imageUrlForWidth(url: string, width: number): string {
  let byWidth = renditionUrls.get(url)
  if (byWidth === undefined) {
    if (renditionUrls.size >= maxRememberedUrls) renditionUrls.clear()
    byWidth = new Map()
    renditionUrls.set(url, byWidth)
  }
  let rendition = byWidth.get(width)
  if (rendition === undefined) {
    rendition = renditionUrl(url, width)
    byWidth.set(width, rendition)
  }
  return rendition
}

function renditionUrl(url: string, width: number): string {
  const [path = '', query] = url.split('?', 2)
  const params = new URLSearchParams(query)
  params.set('w', String(width))
  return staticFileUrl(`${path}?${params.toString()}`)
}

/** Height that keeps the aspect ratio at `width`, so width/height attributes always match. */
export function scaledHeight(intrinsic: { width: number; height: number }, width: number): number {
  return Math.round((intrinsic.height / intrinsic.width) * width)
}
