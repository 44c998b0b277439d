import { outlineSvgPoint, outlineSvgSize, type LonLat } from '#components/map/basemap-extent.ts'

/**
 * Where the outline picture (public/map/nordic-outline.svg) is cut for a station's fallback map, as CSS
 * percentages of the picture's frame: a 16:9 window about 1,600 km of Mercator (some 800 km at Nordic
 * latitudes) wide around the station, held inside the picture, and the station's dot within it.
 */

/** The window's width in the picture's units (1 unit = 1 km of Mercator, basemap-extent.ts). */
export const pictureWindowWidth = 1600
/** The frame's aspect ratio (width / height). */
export const pictureAspect = 16 / 9

export interface PictureCut {
  /** The whole picture's width, as a share of the frame's width (%). */
  imageWidth: number
  /** Where the picture's top-left corner sits in the frame (%, negative: cut off). */
  imageLeft: number
  imageTop: number
  /** The station's dot in the frame (%). */
  dotLeft: number
  dotTop: number
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value))
}

export function pictureCut(point: LonLat): PictureCut {
  const width = pictureWindowWidth
  const height = width / pictureAspect
  const { x, y } = outlineSvgPoint(point)
  const left = clamp(x - width / 2, 0, outlineSvgSize.width - width)
  const top = clamp(y - height / 2, 0, outlineSvgSize.height - height)
  // `|| 0` turns -0 into 0, which CSS would print as "-0%".
  const percent = (value: number) => Math.round(value * 100) / 100 || 0
  return {
    imageWidth: percent((outlineSvgSize.width / width) * 100),
    imageLeft: percent((-left / width) * 100),
    imageTop: percent((-top / height) * 100),
    dotLeft: percent(((x - left) / width) * 100),
    dotTop: percent(((y - top) / height) * 100),
  }
}
