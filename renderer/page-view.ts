import { loadBlockSchemas, preloadBlocks } from '#blocks/registry.ts'
import type { Locale } from '#schemas/locale.ts'
import type { PageResponse } from '#schemas/page.ts'
import { contentTypesOf, entriesPayload } from './entries-payload.ts'
import { pageMetaFor, type PageMeta } from './page-meta.ts'
import { preparePage } from './prepare-page.ts'

/**
 * What a content page renders, built from the page call's answer: only that travels to the browser
 * (DESIGN §6). Skipped blocks stay in the list only in preview, where they show as diagnostics. `meta`
 * is what the head (title, description, robots, Open Graph, hreflang) and the language switcher read:
 * the page's data carries it, so no hook computes it a second time (issue 12).
 */
export async function buildPageView(page: PageResponse, options: { locale: Locale; preview: boolean }) {
  await loadBlockSchemas()
  // Station flags arrive with the stations work; until then optional station parts stay off.
  const prepared = preparePage(page.content, { lunch: false, foodMenu: false })
  const meta: PageMeta = pageMetaFor(page, { preview: options.preview })
  // ADR 017: the code of the page's lazy and client-only blocks, so rendering them never waits.
  await preloadBlocks(contentTypesOf(prepared.live))
  return {
    kind: 'content' as const,
    locale: options.locale,
    preview: options.preview,
    meta,
    /** The blocks to render, as JSON (see renderer/entries-payload.ts). */
    entries: entriesPayload(options.preview ? prepared.all : prepared.live),
    allEntries: prepared.all,
  }
}

export type PageView = Omit<Awaited<ReturnType<typeof buildPageView>>, 'allEntries'>
