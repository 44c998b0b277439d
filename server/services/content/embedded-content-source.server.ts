import { watch, type FSWatcher } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { z } from 'zod'
import type { PageSummary, SearchResult } from '#schemas/content-listing.ts'
import { layoutResponseSchema, type LayoutResponse } from '#schemas/layout.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { pageResponseSchema, type PageResponse } from '#schemas/page.ts'
import type { Logger } from '#server/logger.server.ts'
import { slugForPath, type ContentSource } from './content-source.server.ts'
import { searchDocument, searchDocuments, type SearchDocument } from './page-search.server.ts'

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`content is invalid:\n${problems.join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

interface EmbeddedPage {
  response: PageResponse
  /** The page's path in its own locale (`localizedPagePaths[locale]`). */
  path: string
  search: SearchDocument
}

interface LocaleContent {
  pagesByPath: Map<string, EmbeddedPage>
  layout: LayoutResponse
}

type ContentSnapshot = Record<Locale, LocaleContent>

export interface EmbeddedContentSource extends ContentSource {
  /** Stops watching the content directory (development); a no-op otherwise. */
  close(): void
}

export interface EmbeddedContentOptions {
  /** Development: reload on every change; invalid content is logged and the last valid version kept. */
  watch?: { logger: Logger; debounceMs?: number }
}

/** `/a/b/` and `/a/b` are one page; the landing page is `/`. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** A file as problems name it: relative to the working directory when it lies below it. */
function shownPath(file: string): string {
  const shown = relative(process.cwd(), file)
  return shown.startsWith('..') ? file : shown
}

async function listJsonFiles(directory: string): Promise<string[]> {
  try {
    const names = await readdir(directory)
    return names.filter((name) => name.endsWith('.json')).sort()
  } catch (error) {
    if (isMissing(error)) return []
    throw error
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT'
}

/** Reads and validates one JSON document; every problem names the file and the field. */
async function readDocument<T>(
  file: string,
  schema: z.ZodType<T>,
  problems: string[],
  { required }: { required: boolean },
): Promise<T | null> {
  const shown = shownPath(file)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (!isMissing(error)) throw error
    if (required) problems.push(`${shown}: missing (every locale needs one)`)
    return null
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    problems.push(`${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`)
    return null
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${shown}: ${issue.path.join('.') || '(document)'}: ${issue.message}`)
    }
    return null
  }
  return parsed.data
}

function searchResultOf(page: PageResponse, path: string): SearchResult {
  const { title, contentType, description } = page.content
  return { path, title, contentType, ...(description === undefined ? {} : { description }) }
}

async function readLocale(
  contentDir: string,
  locale: Locale,
  problems: string[],
): Promise<LocaleContent | null> {
  const pagesDir = join(contentDir, locale, 'pages')
  const pagesByPath = new Map<string, EmbeddedPage>()
  /** Lower-cased slug → the file that claimed it: on a case-insensitive disk two such files would collide. */
  const fileBySlug = new Map<string, string>()
  for (const name of await listJsonFiles(pagesDir)) {
    const file = join(pagesDir, name)
    const shown = shownPath(file)
    const response = await readDocument(file, pageResponseSchema, problems, { required: true })
    if (response === null) continue
    const fileSlug = name.replace(/\.json$/, '')
    if (response.content.slug !== fileSlug) {
      problems.push(
        `${shown}: content.slug: is "${response.content.slug}" but the file name says "${fileSlug}"`,
      )
      continue
    }
    const path = response.localizedPagePaths[locale]
    if (path === undefined) {
      problems.push(`${shown}: localizedPagePaths.${locale}: missing (the page's path in its own locale)`)
      continue
    }
    // spec §2.1: the path gives the slug, and the slug is the file name.
    const pathSlug = slugForPath(path)
    const claimedBy = fileBySlug.get(pathSlug.toLowerCase())
    if (claimedBy !== undefined) {
      problems.push(
        `${shown}: localizedPagePaths.${locale}: "${path}" maps to slug "${pathSlug}", as ${claimedBy} does; two pages cannot share a slug`,
      )
      continue
    }
    fileBySlug.set(pathSlug.toLowerCase(), shown)
    if (pathSlug !== fileSlug) {
      problems.push(
        `${shown}: localizedPagePaths.${locale}: "${path}" gives slug "${pathSlug}" (spec §2.1), so the file must be named ${pathSlug}.json`,
      )
      continue
    }
    pagesByPath.set(normalizePath(path), {
      response,
      path,
      search: searchDocument(searchResultOf(response, path), response.content),
    })
  }
  const layout = await readDocument(join(contentDir, locale, 'layout.json'), layoutResponseSchema, problems, {
    required: true,
  })
  return layout === null ? null : { pagesByPath, layout }
}

/**
 * Reads `{locale}/pages/*.json` and `{locale}/layout.json` of every locale and validates them with the
 * schemas the cms-view calls use. Throws `ContentValidationError` listing every problem with its file and
 * field, so nothing half-valid is ever served.
 */
async function readContent(contentDir: string): Promise<ContentSnapshot> {
  const problems: string[] = []
  const loaded = new Map<Locale, LocaleContent>()
  for (const locale of locales) {
    const content = await readLocale(contentDir, locale, problems)
    if (content !== null) loaded.set(locale, content)
  }
  const complete = (locale: Locale): LocaleContent => {
    const content = loaded.get(locale)
    // A locale that did not load has left a problem behind, so this only guards the invariant.
    if (content === undefined || problems.length > 0) throw new ContentValidationError(problems)
    return content
  }
  return {
    'fi-FI': complete('fi-FI'),
    'en-EU': complete('en-EU'),
    'sv-SE': complete('sv-SE'),
    'no-NO': complete('no-NO'),
  }
}

function summaryOf(page: EmbeddedPage): PageSummary {
  const { title, contentType, noIndex, created } = page.response.content
  return {
    path: page.path,
    title,
    contentType,
    noIndex,
    localizedPagePaths: page.response.localizedPagePaths,
    ...(created === undefined ? {} : { created }),
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Watches the content directory and swaps in each new valid version; an invalid one is logged with its
 * problems and the last valid version keeps serving. Changes are debounced: an editor's save is often
 * several events.
 */
function watchContent(
  contentDir: string,
  { logger, debounceMs = 100 }: { logger: Logger; debounceMs?: number },
  replace: (snapshot: ContentSnapshot) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined
  let reloading = false
  let changedMeanwhile = false
  let closed = false
  const reload = async () => {
    if (reloading) {
      changedMeanwhile = true
      return
    }
    reloading = true
    try {
      const snapshot = await readContent(contentDir)
      if (closed) return
      replace(snapshot)
      logger.info({ contentDir }, 'content reloaded')
    } catch (error) {
      if (error instanceof ContentValidationError) {
        logger.error({ problems: error.problems }, 'content is invalid; the last valid version stays in use')
      } else {
        logger.error({ error }, 'content reload failed; the last valid version stays in use')
      }
    } finally {
      reloading = false
      if (changedMeanwhile && !closed) {
        changedMeanwhile = false
        schedule()
      }
    }
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void reload(), debounceMs)
  }
  const watcher: FSWatcher = watch(contentDir, { recursive: true }, schedule)
  watcher.on('error', (error) => logger.error({ error }, 'content watch failed'))
  return () => {
    closed = true
    clearTimeout(timer)
    watcher.close()
  }
}

/**
 * The embedded CMS (DESIGN §2): `content/` read at boot and validated with the same Zod schemas the page
 * and layout calls use; an invalid document is reported with its path and field, and the server refuses
 * to start. In development (`watch`) the directory is reloaded on change.
 */
export async function loadEmbeddedContent(
  contentDir: string,
  options: EmbeddedContentOptions = {},
): Promise<EmbeddedContentSource> {
  let snapshot = await readContent(contentDir)
  const stopWatching =
    options.watch === undefined
      ? () => undefined
      : watchContent(contentDir, options.watch, (next) => (snapshot = next))

  const localeContent = (locale: Locale): LocaleContent => snapshot[locale]
  // Drafts exist only for preview (DESIGN §1).
  const visible = (page: EmbeddedPage, preview: boolean) => preview || !page.response.content.draft

  return {
    getPage: ({ locale, path, preview }) => {
      const pages = localeContent(locale).pagesByPath
      const page = pages.get(normalizePath(path)) ?? pages.get(normalizePath(safeDecode(path)))
      return Promise.resolve(page !== undefined && visible(page, preview) ? page.response : null)
    },
    getLayout: ({ locale }) => Promise.resolve(localeContent(locale).layout),
    search: ({ locale, query, preview }) => {
      const pages = [...localeContent(locale).pagesByPath.values()].filter((page) => visible(page, preview))
      return Promise.resolve({
        query,
        results: searchDocuments(
          pages.map((page) => page.search),
          query,
        ),
      })
    },
    listPages: (locale) =>
      Promise.resolve(
        [...localeContent(locale).pagesByPath.values()]
          .filter((page) => visible(page, false))
          .map(summaryOf)
          .sort((a, b) => a.path.localeCompare(b.path)),
      ),
    localesWithPage: (path) =>
      Promise.resolve(
        locales.filter((locale) => {
          const page = localeContent(locale).pagesByPath.get(normalizePath(path))
          return page !== undefined && visible(page, false)
        }),
      ),
    isReady: () => true,
    close: stopWatching,
  }
}
