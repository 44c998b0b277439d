import type { Image } from '#schemas/image.ts'
import type { PageContent, PageResponse } from '#schemas/page.ts'

/**
 * What the head (title, description, Open Graph, canonical, hreflang) and the language switcher need to
 * know about the page being shown. Content pages set it; error pages have none.
 */
export interface PageMeta {
  title: string
  description: string | undefined
  /** From content, and always on in preview (DESIGN §1). */
  noIndex: boolean
  contentType: string
  openGraph: { title: string; description: string | undefined; image: Image | undefined }
  /** Where the same page lives in every market (spec §3); the switcher and hreflang use it. */
  localizedPagePaths: PageResponse['localizedPagePaths']
  /** Article publication time. */
  created: string | undefined
}

export function pageMetaFor(page: PageResponse, options: { preview: boolean }): PageMeta {
  const content: PageContent = page.content
  return {
    title: content.title,
    description: content.description,
    noIndex: content.noIndex || options.preview,
    contentType: content.contentType,
    openGraph: {
      title: content.openGraphTitle ?? content.title,
      description: content.openGraphDescription ?? content.description,
      image: content.openGraphImage ?? content.image,
    },
    localizedPagePaths: page.localizedPagePaths,
    created: content.created,
  }
}
