import { blockDefinition, datesShownBy, loadBlockSchemas, preloadBlocks } from '#blocks/registry.ts'
import { zoneOffsetsAround } from '#domain/opening-hours-zone.ts'
import { stationDisplay } from '#domain/station-display.ts'
import { formatDate } from '#i18n/format-date.ts'
import type { Locale } from '#schemas/locale.ts'
import type { PageResponse } from '#schemas/page.ts'
import { stationSchema, stationTimeZones } from '#schemas/station.ts'
import { contentTypesOf, entriesPayload } from './entries-payload.ts'
import { pageMetaFor, type PageMeta } from './page-meta.ts'
import type { BodyEntry } from './parse-body.ts'
import type { StationFacts } from './station-json-ld.ts'
import { preparePage } from './prepare-page.ts'

/**
 * What a content page renders, built from the page call's answer: only that travels to the browser
 * (DESIGN §6). Skipped blocks stay in the list only in preview, where they show as diagnostics. `meta`
 * is what the head (title, description, robots, Open Graph, hreflang) and the language switcher read:
 * the page's data carries it, so no hook computes it a second time (issue 12).
 */
export async function buildPageView(
  page: PageResponse,
  options: { locale: Locale; preview: boolean; now?: number },
) {
  await loadBlockSchemas()
  // spec §2.6: the market's flags decide whether station pages show their lunch and food menu.
  const display = stationDisplay(options.locale)
  const prepared = preparePage(page.content, { lunch: display.lunch, foodMenu: display.menu })
  const meta: PageMeta = withStation(pageMetaFor(page, { preview: options.preview }), page)
  // ADR 017: the code of the page's lazy and client-only blocks, so rendering them never waits.
  if (!preloadedBlockLists.has(prepared.live)) {
    await preloadBlocks(contentTypesOf(prepared.live))
    preloadedBlockLists.add(prepared.live)
  }
  return {
    kind: 'content' as const,
    locale: options.locale,
    preview: options.preview,
    meta,
    /** The blocks to render, as JSON (see renderer/entries-payload.ts). */
    entries: entriesPayload(options.preview ? prepared.all : prepared.live),
    /**
     * For pages with blocks that show the time of day (opening hours, open now): the minute the page was
     * rendered, so the browser hydrates with the same time and then moves on (components/page-clock.tsx).
     * Other pages carry none, so they stay the same for every request.
     */
    ...(usesClock(prepared.live) ? clockOf(renderedMinute(options.now ?? Date.now())) : {}),
    ...datesOf(prepared.live, options.locale),
    allEntries: prepared.all,
  }
}

export type PageView = Omit<Awaited<ReturnType<typeof buildPageView>>, 'allEntries'>

/**
 * A page's live blocks whose code is loaded: the blocks of a content version (renderer/prepare-page.ts)
 * are loaded once, not asked for again by every request of it (issue 17).
 */
const preloadedBlockLists = new WeakSet<readonly BodyEntry[]>()

const clockUse = new WeakMap<readonly BodyEntry[], boolean>()

function usesClock(entries: readonly BodyEntry[]): boolean {
  let uses = clockUse.get(entries)
  if (uses === undefined) {
    uses = entries.some(
      (entry) => entry.status === 'ok' && blockDefinition(entry.block.contentType).usesClock === true,
    )
    clockUse.set(entries, uses)
  }
  return uses
}

const dateTexts = new WeakMap<
  readonly BodyEntry[],
  Map<Locale, { dates?: Readonly<Record<string, string>> }>
>()

/**
 * The text of each date the page's blocks show (`datesShown`), by its date-time: the browser's
 * `useDateText` (components/date-text.ts) reads them, so hydration creates no `Intl.DateTimeFormat`,
 * whose locale data cost a browser 15–20 ms on its first use, and prints what the server printed. Worked
 * out once per content version and locale; pages without dates carry none.
 */
function datesOf(
  entries: readonly BodyEntry[],
  locale: Locale,
): { dates?: Readonly<Record<string, string>> } {
  let byLocale = dateTexts.get(entries)
  if (byLocale === undefined) {
    byLocale = new Map()
    dateTexts.set(entries, byLocale)
  }
  let known = byLocale.get(locale)
  if (known === undefined) {
    const dates: Record<string, string> = {}
    for (const entry of entries) {
      if (entry.status !== 'ok') continue
      for (const value of datesShownBy(entry.block)) {
        const text = formatDate(value, locale)
        if (text !== null) dates[value] = text
      }
    }
    known = Object.keys(dates).length === 0 ? {} : { dates }
    byLocale.set(locale, known)
  }
  return known
}

/**
 * The page's minute, and the UTC offsets of the stations' time zones in the days around it: the browser
 * then computes "today" and "open now" without asking Intl to load its zone data while it hydrates
 * (domain/zone-offset-spans.ts, adopted in components/page-now.ts).
 */
function clockOfMinute(minute: number) {
  return { clock: minute, zoneOffsets: stationTimeZones.flatMap((zone) => zoneOffsetsAround(minute, zone)) }
}

/** The last minute's clock: every page of a minute carries the same, worked out once (issue 17). */
let lastClock: ReturnType<typeof clockOfMinute> | undefined

function clockOf(minute: number) {
  if (lastClock?.clock !== minute) lastClock = clockOfMinute(minute)
  return lastClock
}

/** The start of the minute: pages rendered within one minute stay alike (a shared cache keeps one). */
function renderedMinute(now: number): number {
  return Math.floor(now / 60_000) * 60_000
}

/** A station page's meta carries the station's facts for its structured data (renderer/station-json-ld.ts). */
function withStation(meta: PageMeta, page: PageResponse): PageMeta {
  if (page.content.station === undefined) return meta
  const station = stationFactsOf(page.content.station)
  return station === null ? meta : { ...meta, station }
}

const stationFactsByContent = new WeakMap<object, StationFacts | null>()

/**
 * The facts of a page's station, parsed once per station object: embedded content gives the same object
 * to every request of a content version, and parsing it again per request was a hundredth of an
 * uncached station page (issue 17). Null when it does not parse: the page then has no structured data.
 */
function stationFactsOf(content: unknown): StationFacts | null {
  const key = typeof content === 'object' && content !== null ? content : null
  const known = key === null ? undefined : stationFactsByContent.get(key)
  if (known !== undefined) return known
  const parsed = stationSchema.safeParse(content)
  let facts: StationFacts | null = null
  if (parsed.success) {
    const { name, countryCode, timeZone, address, location, contact, isClosed, openingHours, services } =
      parsed.data
    facts = { name, countryCode, timeZone, address, location, contact, isClosed, openingHours, services }
  }
  if (key !== null) stationFactsByContent.set(key, facts)
  return facts
}
