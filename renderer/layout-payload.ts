import type { LayoutWithInlineIcons } from '#schemas/inline-svg.ts'

/**
 * The layout travels to the browser as one JSON string, serialized once per layout object (ADR 034), as
 * a page's blocks do (renderer/entries-payload.ts): Vike serializes the passed page context on every
 * request with a serializer that calls back for every value, and the layout (navigation, footer and its
 * inline icons) was two thirds of what it walked on a content page. A string is copied, not walked. The
 * server renders with the layout object itself (`pageContext.layout`, server-only); the browser reads it
 * back from the string before it renders (pages/+onBeforeRenderClient.ts).
 */
const payloadByLayout = new WeakMap<LayoutWithInlineIcons, string>()

/** Layouts this process already has as objects: the same string gives the same object, render after render. */
const layoutByPayload = new Map<string, LayoutWithInlineIcons>()
const rememberedPayloads = 8

function remember(payload: string, layout: LayoutWithInlineIcons) {
  if (layoutByPayload.size >= rememberedPayloads) {
    const oldest = layoutByPayload.keys().next()
    if (oldest.done !== true) layoutByPayload.delete(oldest.value)
  }
  layoutByPayload.set(payload, layout)
}

/**
 * The layout as the page passes it to the browser; null when the layout call failed (or, rendered
 * without the server's page middleware, there is none).
 */
export function layoutPayload(layout: LayoutWithInlineIcons | null | undefined): string | null {
  if (layout === null || layout === undefined) return null
  const cached = payloadByLayout.get(layout)
  if (cached !== undefined) return cached
  const payload = JSON.stringify(layout)
  payloadByLayout.set(layout, payload)
  remember(payload, layout)
  return payload
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

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

/** The layout object of a payload; null stays null (no layout: the content system was down). */
export function layoutFromPayload(payload: string | null | undefined): LayoutWithInlineIcons | null {
  if (payload === null || payload === undefined) return null
  const known = layoutByPayload.get(payload)
  if (known !== undefined) return known
  const value: unknown = JSON.parse(payload)
  if (!isLayout(value)) throw new Error('the layout payload does not hold a layout')
  remember(payload, value)
  return value
}
