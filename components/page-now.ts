import { useContext, useSyncExternalStore } from 'react'
import { adoptZoneOffsets, type ZoneOffsetSpan } from '#domain/zone-offset-spans.ts'
import { usePageContextIfAny } from './page-context-if-any.ts'
import { RenderedAtContext } from './page-clock.tsx'

const minute = 60_000

const currentMinute = () => Math.floor(Date.now() / minute) * minute

const listeners = new Set<() => void>()
let ticker: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // One timer for the whole page; a snapshot only changes when the minute does, so a render per minute.
  ticker ??= setInterval(() => {
    for (const notify of listeners) notify()
  }, 15_000)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker)
      ticker = undefined
    }
  }
}

let adopted: readonly ZoneOffsetSpan[] | undefined

/**
 * The page's offsets of the stations' time zones (renderer/page-view.ts) answer before Intl does, so
 * the blocks that show the time of day hydrate without the browser loading its zone data. Once per page
 * (its data is one object); the offsets are true ones, so adopting them again or on the server changes
 * no answer. Here, not in the start bundle: only pages with such blocks load this module.
 */
function adoptOnce(spans: readonly ZoneOffsetSpan[] | undefined) {
  if (spans === undefined || spans === adopted) return
  adoptZoneOffsets(spans)
  adopted = spans
}

/**
 * Now, to the minute: the page's rendering minute on the server and while hydrating, then the live one.
 * The minute is the content page's data (`clock`, renderer/page-view.ts), or a PageClockProvider's where
 * no Vike page is around (stories, tests).
 */
export function usePageNow(): number {
  const renderedAt = usePageRenderedAt()
  return useSyncExternalStore(subscribe, currentMinute, () => renderedAt ?? currentMinute())
}

/**
 * The minute the page was rendered at (the content page's `clock`, or a PageClockProvider's); undefined
 * for a page that shows no time of day. A page the page cache kept (ADR 033) was rendered minutes before
 * it is shown: what it says of "now" is the browser's to work out again.
 */
export function usePageRenderedAt(): number | undefined {
  const provided = useContext(RenderedAtContext)
  const data = usePageContextIfAny()?.data
  if (data?.kind === 'content') adoptOnce(data.zoneOffsets)
  return provided ?? (data?.kind === 'content' ? data.clock : undefined)
}
