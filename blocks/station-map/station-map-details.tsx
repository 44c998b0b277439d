import { directionsUrl } from '#components/map/directions-url.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import { useT } from '#components/translation.tsx'
import type { ReactNode } from 'react'
import type { StationMapBlock } from './station-map.schema.ts'
import './station-map.css'

/**
 * The frame both forms of the block share (ADR 017: the server's fallback and the browser's map): the
 * heading, the map or its picture, the address and the get-directions link (spec §2.6), which opens a
 * maps service in a new tab.
 */
export function StationMapFrame({ block, children }: { block: StationMapBlock; children: ReactNode }) {
  const t = useT()
  const headingId = `${block.id}-heading`
  const { street, postalCode, city } = block.address
  return (
    <section className="station-map" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="station-map__heading">
        {t('station.map.heading')}
      </BlockHeading>
      <div className="station-map__map">{children}</div>
      <div className="station-map__details">
        <address className="station-map__address">
          {street}
          <br />
          {postalCode} {city}
        </address>
        <SmartLink
          className="button button--secondary"
          target={{ kind: 'external', href: directionsUrl(block.lat, block.lon), newTab: true }}
          announceNewTab
        >
          {t('station.directions')}
        </SmartLink>
      </div>
    </section>
  )
}
