// https://vike.dev/onCreatePageContext — server side: every page and every pageContext.json request.
import type { PageContextServer } from 'vike/types'
import { messageOverridesFor } from '#i18n/i18n.ts'
import { layoutPayload } from '#renderer/layout-payload.ts'

/**
 * The editor overrides the server renders this locale with (loaded at boot by
 * server/api/i18n-messages.server.ts), handed to the browser (`passToClient`) so it renders the same texts;
 * and the layout as the browser receives it, one string per layout object (renderer/layout-payload.ts).
 */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.messageOverrides = messageOverridesFor(pageContext.locale)
  pageContext.layoutPayload = layoutPayload(pageContext.layout)
}
