import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { locales, type Locale } from '#schemas/locale.ts'
import { pageResponseSchema, type PageResponse } from '#schemas/page.ts'
import { slugForPath, type ContentSource } from './content-source.ts'

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`content is invalid:\n${problems.join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

type PagesBySlug = Map<string, PageResponse>

async function listJsonFiles(directory: string): Promise<string[]> {
  try {
    const names = await readdir(directory)
    return names.filter((name) => name.endsWith('.json')).sort()
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return []
    throw error
  }
}

/**
 * Reads `content/{locale}/pages/*.json` once at boot and validates every document with the same Zod
 * schema the page call uses; an invalid document is reported with its path and field.
 */
export async function loadEmbeddedContent(contentDir: string): Promise<ContentSource> {
  const problems: string[] = []
  const pages = new Map<Locale, PagesBySlug>()
  for (const locale of locales) {
    const pagesDir = join(contentDir, locale, 'pages')
    const bySlug: PagesBySlug = new Map()
    for (const name of await listJsonFiles(pagesDir)) {
      const file = join(pagesDir, name)
      const shown = relative(process.cwd(), file)
      let json: unknown
      try {
        json = JSON.parse(await readFile(file, 'utf8'))
      } catch (error) {
        problems.push(`${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`)
        continue
      }
      const parsed = pageResponseSchema.safeParse(json)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(`${shown}: ${issue.path.join('.') || '(document)'}: ${issue.message}`)
        }
        continue
      }
      const expectedSlug = name.replace(/\.json$/, '')
      if (parsed.data.content.slug !== expectedSlug) {
        problems.push(
          `${shown}: content.slug: is "${parsed.data.content.slug}" but the file name says "${expectedSlug}"`,
        )
        continue
      }
      bySlug.set(expectedSlug, parsed.data)
    }
    pages.set(locale, bySlug)
  }
  if (problems.length > 0) throw new ContentValidationError(problems)
  return {
    getPage: ({ locale, path, preview }) => {
      const page = pages.get(locale)?.get(slugForPath(path)) ?? null
      // Drafts exist only for preview (DESIGN §1).
      return Promise.resolve(page !== null && page.content.draft && !preview ? null : page)
    },
    isReady: () => true,
  }
}
