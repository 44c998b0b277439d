// Generated from blocks/registry.ts by `npm run schemas:export`; do not edit by hand.
// The shapes the content system sends, before the site parses them (and sanitizes rich text).

/** The opening of a page: heading, lead, optional image and one call to action. */
export type HeroBlock = {
  id: string
  contentType: 'hero'
  heading: string
  lead?: string | undefined
  image?:
    | {
        url: string
        alt: string
        width: number
        height: number
      }
    | undefined
  action?:
    | {
        label: string
        target:
          | string
          | {
              contentType: 'articlePage' | 'standardPage'
              path: string
            }
          | {
              contentType: 'card'
              id: string
              title: string
              body: string
            }
      }
    | undefined
}

/** Formatted text (paragraphs, lists, tables, links) with an optional heading. */
export type RichTextBlock = {
  id: string
  contentType: 'richText'
  heading?: string | undefined
  html: string
}

/** An article page’s own article (spec §2.7): title, byline, date, image, body text and topics. */
export type ArticleBlock = {
  id: string
  contentType: 'article'
  title: string
  byline?: string | undefined
  image?:
    | {
        url: string
        alt: string
        width: number
        height: number
      }
    | undefined
  alt?: string | undefined
  created?: string | undefined
  articleContent?: string | undefined
  tags?: string[]
}

/** A heading over a list of article teasers, each linking to its article page. */
export type ArticleListBlock = {
  id: string
  contentType: 'articleList'
  heading: string
  articles: {
    id: string
    title: string
    summary?: string | undefined
    image?:
      | {
          url: string
          alt: string
          width: number
          height: number
        }
      | undefined
    created?: string | undefined
    link:
      | string
      | {
          contentType: 'articlePage' | 'standardPage'
          path: string
        }
      | {
          contentType: 'card'
          id: string
          title: string
          body: string
        }
  }[]
}

/** A captioned data table; a long one can open showing only its first rows. */
export type TableBlock = {
  id: string
  contentType: 'table'
  heading?: string | undefined
  caption: string
  columns: string[]
  rows: string[][]
  rowHeaders?: boolean
  initialRows?: number | undefined
}

/** An MP4 video with a poster, optional captions and an optional transcript. */
export type VideoBlock = {
  id: string
  contentType: 'video'
  title: string
  sources: {
    url: string
    type?: 'video/mp4'
  }[]
  poster: {
    url: string
    alt: string
    width: number
    height: number
  }
  captions?:
    | {
        url: string
        srclang: string
        label?: string | undefined
      }
    | undefined
  transcript?: string | undefined
}

/** Any block a page body may hold. */
export type PageBodyBlock =
  HeroBlock | RichTextBlock | ArticleBlock | ArticleListBlock | TableBlock | VideoBlock
