import { watch, type FSWatcher } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { z } from 'zod'
import { locatorStationOf } from '#domain/station-list.ts'
import type { LocatorStation } from '#domain/station-locator.ts'
import { i18nFor } from '#i18n/i18n.ts'
import { stationPagePath } from '#i18n/site-paths.ts'
import type { PageSummary, SearchResult } from '#schemas/content-listing.ts'
import { layoutResponseSchema, type LayoutResponse } from '#schemas/layout.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { pageResponseSchema, type PageResponse } from '#schemas/page.ts'
import { stationSchema, type Station } from '#schemas/station.ts'
import type { Logger } from '#server/logger.server.ts'
import { readCatalogue, type Catalogue } from '#server/services/commerce/catalogue.server.ts'
import { slugForPath, type ContentSource } from './content-source.server.ts'
import { searchDocument, searchDocumentsPage, type SearchDocument } from './page-search.server.ts'

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`content is invalid:\n${problems.join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

type EmbeddedPage = {
  response: PageResponse
  /** The page's path in its own locale (`localizedPagePaths[locale]`). */
  path: string
} & (
  | { search: SearchDocument; station?: undefined }
  /** A station page: its search document is made on the locale's first search (boot stays quick). */
  | { station: Station; search?: undefined }
)

/** A locale's pages and layout as read from `{locale}/`, before the station pages join them. */
interface LocalePages {
  pagesByPath: Map<string, EmbeddedPage>
  /** Lower-cased slug → the file that claimed it. */
  fileBySlug: Map<string, string>
  layout: LayoutResponse
}

interface LocaleContent {
  /** Content pages and station pages by path: one lookup whatever the size of the network. */
  pagesByPath: Map<string, EmbeddedPage>
  layout: LayoutResponse
  /** Published pages in path order (sitemaps), made once per load. */
  published: PageSummary[]
  /** Search documents of the published pages, and of every page for preview (station pages are never drafts). */
  searchDocuments: () => { published: SearchDocument[]; preview: SearchDocument[] }
  /** The network as the locator reads it, with each station page's path in this locale. */
  stations: LocatorStation[]
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
  {
    required,
    prepare = (json) => json,
  }: {
    required: boolean
    /** Turns the document as written into what the schema reads; pushes its own problems (named by `shown`). */
    prepare?: (json: unknown, shown: string) => unknown
  },
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
  const before = problems.length
  const prepared = prepare(json, shown)
  if (problems.length > before) return null
  const parsed = schema.safeParse(prepared)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${shown}: ${issue.path.join('.') || '(document)'}: ${issue.message}`)
    }
    return null
  }
  return parsed.data
}

/** A page document as far as the product-list step reads it; the page schema checks the rest. */
const pageBodyDocumentSchema = z.looseObject({
  content: z.looseObject({ body: z.array(z.unknown()) }),
})

/** A `productList` block that names its products by code: `"productCodes": ["WASH-BASIC", …]`. */
const productListByCodesSchema = z.looseObject({
  contentType: z.literal('productList'),
  productCodes: z.array(z.string()),
})

/**
 * Issue 14: a content page lists products by code, and the locale's catalogue (`products/{locale}.json`)
 * fills in each product, so the price a page shows is the price the cart is validated with. The block
 * keeps `products`, which is what an upstream CMS sends. An unknown code, or a page naming products
 * without a catalogue, is a problem of the page.
 */
function productListsResolver(locale: Locale, catalogue: ContentCatalogue, problems: string[]) {
  return (json: unknown, shown: string): unknown => {
    const page = pageBodyDocumentSchema.safeParse(json)
    // Not a page with a body: the page schema names what is wrong.
    if (!page.success) return json
    const body = page.data.content.body.map((block, index) => {
      const byCodes = productListByCodesSchema.safeParse(block)
      if (!byCodes.success) return block
      const where = `${shown}: content.body.${index}`
      const { productCodes, ...rest } = byCodes.data
      if (rest.products !== undefined) {
        problems.push(`${where}: give products or productCodes, not both`)
        return block
      }
      if (catalogue.state === 'absent') {
        problems.push(`${where}.productCodes: there is no product catalogue (products/{locale}.json)`)
        return block
      }
      // An invalid catalogue has named its own problems; the page's codes are checked once it loads.
      if (catalogue.state === 'invalid') return block
      const market = catalogue.catalogue.markets[locale]
      const products = productCodes.flatMap((code, at) => {
        const entry = market.productsByCode.get(code)
        if (entry === undefined) {
          problems.push(`${where}.productCodes.${at}: "${code}" is not in the ${locale} catalogue`)
          return []
        }
        return [entry.product]
      })
      return { ...rest, products }
    })
    return { ...page.data, content: { ...page.data.content, body } }
  }
}

type ContentCatalogue = { state: 'absent' } | { state: 'invalid' } | { state: 'loaded'; catalogue: Catalogue }

/** The shop's catalogue when the content has one (`products/`); a content directory may have no shop. */
async function readOptionalCatalogue(contentDir: string, problems: string[]): Promise<ContentCatalogue> {
  const productsDir = join(contentDir, 'products')
  try {
    await stat(productsDir)
  } catch (error) {
    if (isMissing(error)) return { state: 'absent' }
    throw error
  }
  const catalogue = await readCatalogue(productsDir, problems)
  return catalogue === null ? { state: 'invalid' } : { state: 'loaded', catalogue }
}

function searchResultOf(page: PageResponse, path: string): SearchResult {
  const { title, contentType, description } = page.content
  return { path, title, contentType, ...(description === undefined ? {} : { description }) }
}

async function readLocale(
  contentDir: string,
  locale: Locale,
  catalogue: ContentCatalogue,
  problems: string[],
): Promise<LocalePages | null> {
  const pagesDir = join(contentDir, locale, 'pages')
  const pagesByPath = new Map<string, EmbeddedPage>()
  /** Lower-cased slug → the file that claimed it: on a case-insensitive disk two such files would collide. */
  const fileBySlug = new Map<string, string>()
  for (const name of await listJsonFiles(pagesDir)) {
    const file = join(pagesDir, name)
    const shown = shownPath(file)
    const response = await readDocument(file, pageResponseSchema, problems, {
      required: true,
      prepare: productListsResolver(locale, catalogue, problems),
    })
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
  return layout === null ? null : { pagesByPath, fileBySlug, layout }
}

/** A station of the catalogue and where it was read: problems name its file and index. */
interface CatalogueStation {
  station: Station
  file: string
  index: number
}

const stationFileSchema = z.array(z.unknown(), { error: 'must be a list of stations' })

/**
 * Reads `stations/*.json` (each a list of stations, written by `npm run stations:generate`) and validates
 * every station with the catalogue schema. Ids, slugs and codes are unique across the network: a station
 * page's path and the spec §5 code search name one station.
 */
async function readStations(contentDir: string, problems: string[]): Promise<CatalogueStation[]> {
  const stationsDir = join(contentDir, 'stations')
  const stations: CatalogueStation[] = []
  const claimed = {
    id: new Map<string, string>(),
    slug: new Map<string, string>(),
    code: new Map<string, string>(),
  }
  for (const name of await listJsonFiles(stationsDir)) {
    const file = join(stationsDir, name)
    const shown = shownPath(file)
    const entries = await readDocument(file, stationFileSchema, problems, { required: true })
    if (entries === null) continue
    entries.forEach((entry, index) => {
      const parsed = stationSchema.safeParse(entry)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(`${shown}: ${[index, ...issue.path].join('.')}: ${issue.message}`)
        }
        return
      }
      const station = parsed.data
      let unique = true
      for (const field of ['id', 'slug', 'code'] as const) {
        const value = station[field]
        const where = `${shown} ${index}`
        const owner = claimed[field].get(value.toLowerCase())
        if (owner === undefined) {
          claimed[field].set(value.toLowerCase(), where)
          continue
        }
        problems.push(
          `${shown}: ${index}.${field}: "${value}" is also the ${field} of ${owner}; it must be unique`,
        )
        unique = false
      }
      if (unique) stations.push({ station, file: shown, index })
    })
  }
  return stations
}

/**
 * The localized description of a station page (`station.page.description`), as a function of the name and
 * town: i18next is asked once per locale, not once per station.
 */
function stationDescriptions(locale: Locale): (station: Station) => string {
  const name = '\u0000name\u0000'
  const city = '\u0000city\u0000'
  const template = i18nFor(locale).t('station.page.description', { name, city })
  return (station) => template.replaceAll(name, station.name).replaceAll(city, station.address.city)
}

/** spec §2.6: a station's page in one locale, made from the catalogue (issue 13). */
function stationPage(station: Station, locale: Locale, description: string): PageResponse {
  const localizedPagePaths = Object.fromEntries(
    locales.map((each) => [each, stationPagePath(each, station.slug)]),
  )
  return {
    localizedPagePaths,
    content: {
      slug: slugForPath(stationPagePath(locale, station.slug)),
      title: station.name,
      contentType: 'stationPage',
      description,
      body: [],
      noIndex: false,
      draft: false,
      station,
      ...(station.lunchList === undefined ? {} : { lunchList: station.lunchList }),
      ...(station.foodMenu === undefined ? {} : { foodMenu: station.foodMenu }),
    },
  }
}

/**
 * Adds every station's page to a locale. A station page lives one level below the locator page
 * (`/asemahaku/{slug}`), so it never takes a content page's path or slug: if one would, that is a
 * problem of the content, named with both files.
 */
function addStationPages(
  locale: Locale,
  pages: LocalePages,
  stations: readonly CatalogueStation[],
  problems: string[],
): void {
  const describe = stationDescriptions(locale)
  for (const { station, file, index } of stations) {
    const response = stationPage(station, locale, describe(station))
    const path = stationPagePath(locale, station.slug)
    const contentPage = pages.fileBySlug.get(response.content.slug.toLowerCase())
    if (pages.pagesByPath.has(normalizePath(path)) || contentPage !== undefined) {
      problems.push(
        `${file}: ${index}.slug: the ${locale} station page ${path} collides with the content page ${contentPage ?? path}`,
      )
      continue
    }
    pages.pagesByPath.set(normalizePath(path), { response, path, station })
  }
}

/** The search finds a station by its name, town, street, postal code and code (issue 13). */
function stationSearchDocument(page: EmbeddedPage, station: Station): SearchDocument {
  const { address, code } = station
  return searchDocument(searchResultOf(page.response, page.path), {
    title: station.name,
    description: page.response.content.description,
    body: [address.city, address.street, address.postalCode, code],
  })
}

/**
 * Reads `{locale}/pages/*.json` and `{locale}/layout.json` of every locale and the station catalogue
 * `stations/*.json` (a page per station in every locale), and validates them with the schemas the cms-view
 * calls use. Throws `ContentValidationError` listing every problem with its file and field, so nothing
 * half-valid is ever served.
 */
async function readContent(contentDir: string): Promise<ContentSnapshot> {
  const problems: string[] = []
  const loaded = new Map<Locale, LocaleContent>()
  const stations = await readStations(contentDir, problems)
  const catalogue = await readOptionalCatalogue(contentDir, problems)
  for (const locale of locales) {
    const pages = await readLocale(contentDir, locale, catalogue, problems)
    if (pages === null) continue
    addStationPages(locale, pages, stations, problems)
    loaded.set(locale, localeContentOf(pages, stations, locale))
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

/** The listing's order, as `localeCompare` gives it; one collator, not one per comparison of ~1,200 paths. */
const pathOrder = new Intl.Collator()

// Drafts exist only for preview (DESIGN §1).
function isPublished(page: EmbeddedPage): boolean {
  return !page.response.content.draft
}

/** What every call reads, made once per load: a request never sorts or filters the whole network. */
function localeContentOf(
  { pagesByPath, layout }: LocalePages,
  stations: readonly CatalogueStation[],
  locale: Locale,
): LocaleContent {
  const pages = [...pagesByPath.values()]
  const published = pages.filter(isPublished)
  let documents: { published: SearchDocument[]; preview: SearchDocument[] } | undefined
  return {
    pagesByPath,
    layout,
    published: published.map(summaryOf).sort((a, b) => pathOrder.compare(a.path, b.path)),
    searchDocuments: () => {
      if (documents === undefined) {
        const documentOf = new Map(
          pages.map((page) => [page, page.search ?? stationSearchDocument(page, page.station)]),
        )
        documents = {
          published: published.flatMap((page) => documentOf.get(page) ?? []),
          preview: pages.flatMap((page) => documentOf.get(page) ?? []),
        }
      }
      return documents
    },
    stations: stations.map(({ station }) => locatorStationOf(station, stationPagePath(locale, station.slug))),
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
  let version = 1
  const stopWatching =
    options.watch === undefined
      ? () => undefined
      : watchContent(contentDir, options.watch, (next) => {
          snapshot = next
          version += 1
        })

  const localeContent = (locale: Locale): LocaleContent => snapshot[locale]
  const visible = (page: EmbeddedPage, preview: boolean) => preview || isPublished(page)

  return {
    getPage: ({ locale, path, preview }) => {
      const pages = localeContent(locale).pagesByPath
      const page = pages.get(normalizePath(path)) ?? pages.get(normalizePath(safeDecode(path)))
      return Promise.resolve(page !== undefined && visible(page, preview) ? page.response : null)
    },
    getLayout: ({ locale }) => Promise.resolve(localeContent(locale).layout),
    search: ({ locale, query, preview, offset, limit }) => {
      const documents = localeContent(locale).searchDocuments()
      return Promise.resolve({
        query,
        ...searchDocumentsPage(preview ? documents.preview : documents.published, query, { offset, limit }),
      })
    },
    listPages: (locale) => Promise.resolve([...localeContent(locale).published]),
    localesWithPage: (path) =>
      Promise.resolve(
        locales.filter((locale) => {
          const page = localeContent(locale).pagesByPath.get(normalizePath(path))
          return page !== undefined && visible(page, false)
        }),
      ),
    listStations: (locale) => Promise.resolve(localeContent(locale).stations),
    isReady: () => true,
    version: () => version,
    close: stopWatching,
  }
}
