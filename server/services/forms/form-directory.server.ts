import { formBlockSchema, type FormBlock } from '#schemas/form.ts'
import type { Locale } from '#schemas/locale.ts'
import type { ContentSource } from '#server/services/content/content-source.server.ts'
import type { Logger } from '#server/logger.server.ts'

/**
 * Finds the CMS form a submission answers (issue 16): its fields and rules come from content, never from
 * the browser, so the server checks the values by the definition the editors published.
 */
export interface FormDirectory {
  /** The published form with this id in the locale's content, or null. */
  find(locale: Locale, formId: string): Promise<FormBlock | null>
}

export interface FormDirectoryOptions {
  content: ContentSource
  logger: Logger
  /** How long a locale's index of forms is trusted before the pages are read again (default 60 s). */
  maxAgeMs?: number
  now?: () => number
}

interface LocaleIndex {
  builtAt: number
  forms: Promise<ReadonlyMap<string, FormBlock>>
}

function hasContentType(value: unknown, contentType: string): boolean {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'contentType') === contentType
}

/**
 * The forms of a market, found by reading its published pages (`listPages` and `getPage`) for `form`
 * blocks and indexed by block id: the content service has no call for one block, and a form lives on
 * whatever page editors put it. The index is built on the first submission of a locale and again once it
 * is older than `maxAgeMs` (or when an id is not in it and the index is at least a few seconds old), so a
 * newly published form is found without a restart and a flood of unknown ids cannot make the server
 * read every page on every request. An invalid form block is left out (the page shows it as broken in
 * preview); a repeated id keeps the first and is logged.
 */
export function createFormDirectory(options: FormDirectoryOptions): FormDirectory {
  const { content, logger } = options
  const maxAgeMs = options.maxAgeMs ?? 60_000
  const minRebuildMs = Math.min(5_000, maxAgeMs)
  const now = options.now ?? Date.now
  const indexes = new Map<Locale, LocaleIndex>()

  async function buildIndex(locale: Locale): Promise<ReadonlyMap<string, FormBlock>> {
    const forms = new Map<string, FormBlock>()
    for (const summary of await content.listPages(locale)) {
      // Station pages are built from the station data (spec §2.6) and carry no editors' blocks.
      if (summary.contentType === 'stationPage') continue
      const page = await content.getPage({ locale, path: summary.path, preview: false })
      for (const raw of page?.content.body ?? []) {
        if (!hasContentType(raw, 'form')) continue
        const parsed = formBlockSchema.safeParse(raw)
        if (!parsed.success) continue
        if (forms.has(parsed.data.id)) {
          logger.warn(
            { locale, formId: parsed.data.id, path: summary.path },
            'form id used twice; first kept',
          )
          continue
        }
        forms.set(parsed.data.id, parsed.data)
      }
    }
    return forms
  }

  function indexOf(locale: Locale, refresh: boolean): LocaleIndex {
    const current = indexes.get(locale)
    const age = current === undefined ? Infinity : now() - current.builtAt
    if (current !== undefined && age < maxAgeMs && !(refresh && age >= minRebuildMs)) return current
    const next: LocaleIndex = { builtAt: now(), forms: buildIndex(locale) }
    // A failed read is not kept: the next submission tries again.
    next.forms.catch(() => {
      if (indexes.get(locale) === next) indexes.delete(locale)
    })
    indexes.set(locale, next)
    return next
  }

  return {
    async find(locale, formId) {
      const found = (await indexOf(locale, false).forms).get(formId)
      if (found !== undefined) return found
      return (await indexOf(locale, true).forms).get(formId) ?? null
    },
  }
}
