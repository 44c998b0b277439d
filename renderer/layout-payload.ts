import type { LayoutWithInlineIcons } from '#schemas/inline-svg.ts'
import { isObject, payloadMemo, toPayload } from '#components/json-payload.ts'

/**
 * Checks the envelope. What is inside was validated by the layout schema (and its icons sanitized) on the
 * server moments before it was serialized, so its shape is the one schemas/layout.ts declares.
 */
function isLayout(value: unknown): value is LayoutWithInlineIcons {
  return (
    isObject(value) &&
    isObject(value.navigation) &&
    Array.isArray(value.navigation.tree) &&
    isObject(value.footer) &&
    (value.inlineIcons === undefined || isObject(value.inlineIcons))
  )
}

/**
 * The layout travels to the browser as one JSON string, serialized once per layout object (ADR 034), as
 * a page's blocks do (renderer/entries-payload.ts): the layout (navigation, footer and its inline icons)
 * was two thirds of what Vike's serializer walked on a content page. The server renders with the layout
 * object itself (`pageContext.layout`, server-only); the browser reads it back from the string before it
 * renders (pages/+onBeforeRenderClient.ts).
 */
const layouts = payloadMemo(isLayout, 'the layout payload does not hold a layout', 8)

/**
 * The layout as the page passes it to the browser; null when the layout call failed (or, rendered
 * without the server's page middleware, there is none).
 */
export function layoutPayload(layout: LayoutWithInlineIcons | null | undefined): string | null {
  if (layout === null || layout === undefined) return null
  return toPayload(layouts, layout)
}

/** The layout object of a payload; null stays null (no layout: the content system was down). */
export function layoutFromPayload(payload: string | null | undefined): LayoutWithInlineIcons | null {
  if (payload === null || payload === undefined) return null
  return layouts.read(payload)
}
