import { createContext, type ReactNode } from 'react'

/**
 * The time of day for blocks that show it (today's opening hours, open now). The server renders a page
 * at one minute and the browser hydrates it later: the browser first renders with the server's minute
 * (the page's data carries it, renderer/page-view.ts), so hydration matches, and then moves on with the
 * live clock, a minute at a time (page-now.ts). On the site the hook reads the minute from the page's
 * data, so a content page's start bundle carries none of this; this provider gives it where no Vike page
 * is around (stories, tests).
 */
export const RenderedAtContext = createContext<number | undefined>(undefined)

export function PageClockProvider({
  renderedAt,
  children,
}: {
  renderedAt: number | undefined
  children: ReactNode
}) {
  return <RenderedAtContext value={renderedAt}>{children}</RenderedAtContext>
}
