import type { BlockProps } from '#blocks/define-block.ts'
import { StationMapView, type MapStation } from '#components/map/station-map-view.tsx'
import { usePageContextIfAny } from '#components/page-context-if-any.ts'
import { useT } from '#components/translation.tsx'
import type { StationMapBlock } from './station-map.schema.ts'
import { StationMapFrame } from './station-map-details.tsx'

/**
 * The station map in the browser (a client-only block, ADR 017): loaded when the block nears the
 * viewport, it puts the station on an OpenLayers map (components/map/station-map-view.tsx) where the
 * fallback had its picture. The site's vector style (MAP_STYLE_URL) when configured, else the offline
 * basemap.
 */

export function StationMap({ block }: BlockProps<StationMapBlock>) {
  const t = useT()
  const pageContext = usePageContextIfAny()
  const station: MapStation = {
    id: block.id,
    name: block.name,
    lat: block.lat,
    lon: block.lon,
    isClosed: false,
    brand: 'aurora',
    // A compact map opens no popup: the station's page is this page, its hours are in its header.
    href: pageContext?.urlPathname ?? '',
  }
  return (
    <StationMapFrame block={block}>
      <StationMapView
        className="station-map__view"
        compact
        stations={[station]}
        label={t('station.map.label', { name: block.name })}
        style={pageContext?.mapStyle ?? null}
        messages={{
          cluster: (count) => t('station.map.cluster', { count }),
          openStationPage: t('station.map.openStationPage'),
          closePopup: t('station.map.closePopup'),
          zoomIn: t('station.map.zoomIn'),
          zoomOut: t('station.map.zoomOut'),
          closed: t('station.map.closed'),
        }}
      />
    </StationMapFrame>
  )
}
