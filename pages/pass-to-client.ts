/**
 * What of the server's page context the browser receives (https://vike.dev/passToClient), in this order:
 * pages/+config.ts hands it to Vike, and the content pages the server writes itself
 * (pages/content/own-document.server.tsx, ADR 050) pass the same, in the same order.
 */
export const passToClient = [
  'locale',
  'preview',
  'contentPath',
  'linkContext',
  // The layout as one string made once per layout object, not the object Vike would walk on every
  // request (renderer/layout-payload.ts, ADR 034); the browser reads it back before rendering.
  'layoutPayload',
  'messageOverrides',
  'mapStyle',
  'tagManagerId',
  'buildId',
] as const
