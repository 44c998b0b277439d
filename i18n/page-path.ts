import { splitLocalePrefix } from './locale-prefix.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

export interface PagePath {
  preview: boolean
  locale: Locale
  /** The page path with preview and locale segments removed; `/` for the landing page. */
  contentPath: string
}

/** A page path as written: `locale` is null when the path carries no locale segment. */
export interface SplitPagePath extends Omit<PagePath, 'locale'> {
  locale: Locale | null
}

/**
 * spec §7 page call rules: a leading `preview` segment is removed (and turns preview on), then a leading
 * locale segment; an empty path becomes `/`.
 */
export function splitPagePath(pathname: string): SplitPagePath {
  const previewMatch = /^\/preview(\/.*)?$/.exec(pathname)
  const afterPreview = previewMatch === null ? pathname : (previewMatch[1] ?? '/')
  const { locale, path } = splitLocalePrefix(afterPreview)
  return { preview: previewMatch !== null, locale, contentPath: path === '' ? '/' : path }
}

/**
 * `splitPagePath` with the default locale for a path without a locale segment. Only for places that know
 * nothing of the request; the server resolves the locale of an unprefixed path (i18n/resolve-locale.ts).
 */
export function parsePagePath(pathname: string): PagePath {
  const { locale, ...rest } = splitPagePath(pathname)
  return { ...rest, locale: locale ?? defaultLocale }
}
