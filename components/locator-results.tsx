import { createContext, useContext, type ReactNode } from 'react'
import type { LocatorView } from './locator-view.ts'

/**
 * The station locator's answer to the page's own query, computed on the server by the content page's
 * `+data` (pages/content/+data.ts) and rendered by the stationLocator block: the list works without
 * JavaScript, and the browser hydrates with the very rows the server rendered. Only types are imported
 * here, so a content page's start bundle carries the context and nothing of the locator.
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
  return useContext(LocatorResultsContext)
}
