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

/** The URL of a rendition `width` pixels wide: the content system's image service reads `w`. */
export function imageUrlForWidth(url: string, width: number): string {
  const [path = '', query] = url.split('?', 2)
  const params = new URLSearchParams(query)
  params.set('w', String(width))
  return `${path}?${params.toString()}`
}

/** Height that keeps the aspect ratio at `width`, so width/height attributes always match. */
export function scaledHeight(intrinsic: { width: number; height: number }, width: number): number {
  return Math.round((intrinsic.height / intrinsic.width) * width)
}
