import type { BlockProps } from '#blocks/define-block.ts'
import { useT } from '#components/translation.tsx'
import { staticFileUrl } from '#domain/responsive-image.ts'
import { pictureCut } from './station-map-picture.ts'
import type { StationMapBlock } from './station-map.schema.ts'
import { StationMapFrame } from './station-map-details.tsx'

/** The outline picture of the Nordic countries (scripts/build-basemap.ts), served from the site itself. */
const outlinePictureUrl = staticFileUrl('/map/nordic-outline.svg')

/**
 * The station map as the server renders it, and the browser shows until the block nears the viewport
 * (ADR 017): a static picture of the region with the station's dot, the address and directions. No
 * script, no third-party request; the picture loads lazily, below the fold as the map usually is.
 */
export function StationMapFallback({ block }: BlockProps<StationMapBlock>) {
  const t = useT()
  const cut = pictureCut(block)
  return (
    <StationMapFrame block={block}>
      <div
        className="station-map__picture"
        role="img"
        aria-label={t('station.map.pictureAlt', { name: block.name })}
      >
        <img
          className="station-map__outline"
          src={outlinePictureUrl}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: `${cut.imageWidth}%`, left: `${cut.imageLeft}%`, top: `${cut.imageTop}%` }}
        />
        <span
          className="station-map__dot"
          style={{ left: `${cut.dotLeft}%`, top: `${cut.dotTop}%` }}
          aria-hidden="true"
        />
      </div>
    </StationMapFrame>
  )
}
