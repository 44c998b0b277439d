import LayerGroup from 'ol/layer/Group.js'
import { withGrowingRetries } from './style-retry.ts'

/** `MAP_STYLE_URL` and `MAP_API_KEY` as the browser gets them (DESIGN §1; unset = the offline basemap). */
export interface MapStyleConfig {
  url: string
  apiKey?: string
}

/**
 * A Mapbox/MapLibre vector style drawn by OpenLayers through `ol-mapbox-style` (DESIGN §5). The library
 * is imported here, on demand, so its code reaches only the browsers of a site that configures a style.
 * spec §7: the style is retried up to 3 times with growing delay; if it still fails, the caller draws the
 * offline basemap instead.
 *
 * The key: `mapbox://` styles and their tiles take it as `access_token`. A provider whose key is a query
 * parameter of the style URL (`…/style.json?key=…`) needs no `MAP_API_KEY`: ol-mapbox-style carries the
 * URL's last query parameter on to the style's tile, sprite and glyph requests.
 */
export async function loadVectorStyle(style: MapStyleConfig, signal: AbortSignal): Promise<LayerGroup> {
  return withGrowingRetries(
    async () => {
      const { apply } = await import('ol-mapbox-style')
      const group = new LayerGroup()
      await apply(group, style.url, style.apiKey === undefined ? {} : { accessToken: style.apiKey })
      return group
    },
    { signal },
  )
}
