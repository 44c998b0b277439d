import type { Locale } from '#schemas/locale.ts'
import type { PageResponse } from '#schemas/page.ts'

export interface PageRequest {
  locale: Locale
  /** The page path without locale or preview segments; `/` for the landing page (spec §7). */
  path: string
  preview: boolean
}

/**
 * Where pages come from (DESIGN §2): the embedded implementation reads `content/`, an HTTP one makes the
 * spec's cms-view calls. Server-side rendering calls it in-process.
 */
export interface ContentSource {
  /** Resolves to null when the locale has no page at that path. */
  getPage(request: PageRequest): Promise<PageResponse | null>
  /** True once the content is loaded and valid (readiness). */
  isReady(): boolean
}

/** spec §2.1: the root path gives slug `landing`; any other slug is the path with slashes turned into hyphens. */
export function slugForPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'landing' : trimmed.replace(/\//g, '-')
}
