import { createContext, useContext, type ReactNode } from 'react'
import { locatorFromPayload } from './locator-payload.ts'
import type { LocatorView } from './locator-view.ts'
import { usePageContextIfAny } from './page-context-if-any.ts'

/**
 * The station locator's answer to the page's own query, computed on the server by the content page's
 * `+data` (pages/content/+data.ts) and rendered by the stationLocator block: the list works without
 * JavaScript, and the browser hydrates with the very rows the server rendered. On the site the block
 * reads it from the page's data (`locatorPayload`, components/locator-payload.ts), so a content page's
 * start bundle carries none of this; the provider gives it where no Vike page is around (stories, tests).
 */
const LocatorResultsContext = createContext<LocatorView | null>(null)

export function LocatorResultsProvider({
  results,
  children,
}: {
  results: LocatorView | null
  children: ReactNode
}) {
  return <LocatorResultsContext value={results}>{children}</LocatorResultsContext>
}

/** The server's results for this page, or null on a page whose data carries none (a preview of the block). */
export function useLocatorResults(): LocatorView | null {
  const provided = useContext(LocatorResultsContext)
  const data = usePageContextIfAny()?.data
  if (provided !== null) return provided
  const payload = data?.kind === 'content' ? data.locatorPayload : undefined
  return payload === undefined ? null : locatorFromPayload(payload)
}
