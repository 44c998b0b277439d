import { loadBlockSchemas } from '#blocks/registry.ts'
import type { Locale } from '#schemas/locale.ts'
import type { PageContent } from '#schemas/page.ts'
import { entriesPayload } from './entries-payload.ts'
import { preparePage } from './prepare-page.ts'

/**
 * What a content page renders, built from the page's content: only that travels to the browser
 * (DESIGN §6). Skipped blocks stay in the list only in preview, where they show as diagnostics.
 */
export async function buildPageView(content: PageContent, options: { locale: Locale; preview: boolean }) {
  await loadBlockSchemas()
  // Station flags arrive with the stations work; until then optional station parts stay off.
  const prepared = preparePage(content, { lunch: false, foodMenu: false })
  return {
    locale: options.locale,
    preview: options.preview,
    title: content.title,
    description: content.description,
    noIndex: content.noIndex || options.preview,
    /** The blocks to render, as JSON (see renderer/entries-payload.ts). */
    entries: entriesPayload(options.preview ? prepared.all : prepared.live),
    allEntries: prepared.all,
  }
}

export type PageView = Omit<Awaited<ReturnType<typeof buildPageView>>, 'allEntries'>
