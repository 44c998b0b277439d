/**
 * Time-zone offsets handed over by the server with a page (renderer/page-view.ts), for
 * domain/opening-hours-zone.ts to read before it asks Intl. The first question a browser asks Intl about
 * a time zone makes it load that zone's data, which blocked the main thread longer than anything else on
 * a station page; with the server's answers for the days around the page's minute, hydration asks Intl
 * nothing, and the answers are exactly those the server rendered with.
 *
 * A module of its own, without dayjs: the hook that gives blocks the time of day adopts a page's offsets
 * (components/page-now.ts) before any zone arithmetic is asked.
 */

/**
 * A stretch of time over which a zone keeps one UTC offset: from `from` (inclusive) to `until` (exclusive),
 * epoch milliseconds.
 */
export interface ZoneOffsetSpan {
  timeZone: string
  from: number
  until: number
  offsetMinutes: number
}

const adoptedSpans = new Map<string, readonly ZoneOffsetSpan[]>()

/** Whether a span could have come from zoneOffsetsAround: a real stretch of time and a real offset. */
function isSoundSpan(span: ZoneOffsetSpan): boolean {
  return (
    typeof span.timeZone === 'string' &&
    span.timeZone !== '' &&
    Number.isFinite(span.from) &&
    Number.isFinite(span.until) &&
    span.from < span.until &&
    Number.isInteger(span.offsetMinutes) &&
    Math.abs(span.offsetMinutes) <= 18 * 60
  )
}

/** Takes the offsets a page brought in place of those adopted before; Intl answers for the rest. */
export function adoptZoneOffsets(spans: readonly ZoneOffsetSpan[]): void {
  adoptedSpans.clear()
  for (const span of spans) {
    if (!isSoundSpan(span)) continue
    adoptedSpans.set(span.timeZone, [...(adoptedSpans.get(span.timeZone) ?? []), span])
  }
}

/** Whether the zone has adopted offsets (then it is a zone the server knew). */
export function isAdoptedZone(timeZone: string): boolean {
  return adoptedSpans.has(timeZone)
}

/** The adopted offset of the zone at an instant, in minutes; undefined where none covers it. */
export function adoptedOffsetAt(epochMs: number, timeZone: string): number | undefined {
  return adoptedSpans.get(timeZone)?.find((span) => span.from <= epochMs && epochMs < span.until)
    ?.offsetMinutes
}
