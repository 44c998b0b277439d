import { srcSetWidths } from '#domain/responsive-image.ts'

/** spec §9: a video is rendered 1920 wide; 16:9 is the default frame, reserved before anything loads. */
export const videoWidth = 1920
export const videoHeight = 1080

/** spec §9: the video's resize handler waits 400 ms after the last resize event. */
export const videoResizeDebounceMs = 400

/** The poster width served before the container is measured (server render, no script): the video's own width. */
export function initialPosterWidth(intrinsicWidth: number): number {
  return Math.min(intrinsicWidth, videoWidth)
}

/**
 * The poster rendition for a container `containerWidth` CSS pixels wide: the narrowest of the image's
 * breakpoint widths (spec §9, as for every responsive image) that still fills the container at the
 * screen's pixel density, or the original when none is wide enough. Null while the container has no
 * width (hidden or not laid out), so the current poster stays.
 */
export function posterWidthFor(
  containerWidth: number,
  devicePixelRatio: number,
  intrinsicWidth: number,
): number | null {
  if (!(containerWidth > 0)) return null
  const needed = Math.ceil(containerWidth * (devicePixelRatio > 0 ? devicePixelRatio : 1))
  return srcSetWidths(intrinsicWidth).find((width) => width >= needed) ?? intrinsicWidth
}
