import { splitLocalePrefix } from './locale-prefix.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

export interface PagePath {
  preview: boolean
  locale: Locale
  /** The page path with preview and locale segments removed; `/` for the landing page. */
  contentPath: string
}

/**
 * spec §7 page call rules: a leading `preview` segment is removed (and turns preview on), then a leading
 * locale segment; an empty path becomes `/`. Without a locale segment the default locale applies.
 */
export function parsePagePath(pathname: string): PagePath {
  const previewMatch = /^\/preview(\/.*)?$/.exec(pathname)
  const afterPreview = previewMatch === null ? pathname : (previewMatch[1] ?? '/')
  const { locale, path } = splitLocalePrefix(afterPreview)
  return {
    preview: previewMatch !== null,
    locale: locale ?? defaultLocale,
    contentPath: path === '' ? '/' : path,
  }
}
