import { useDateText } from '#components/date-text.ts'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SanitizedHtml } from '#components/sanitized-html.tsx'
import type { ArticleBlock } from './article.schema.ts'
import './article.css'

/** spec §2.7: the article an article page opens with; its title is the page's h1 when it comes first. */
export function Article({ block }: BlockProps<ArticleBlock>) {
  const t = useT()
  const headingId = `${block.id}-heading`
  const tagsLabelId = `${block.id}-tags`
  const byline = block.byline?.trim() ?? ''
  // Tags are React keys; a tag the editor entered twice is shown once.
  const tags = [...new Set(block.tags)]
  const published = useDateText(block.created)
  // spec §3: the page's `alt` field describes its image when the image itself has no alt text.
  const image =
    block.image === undefined
      ? undefined
      : { ...block.image, alt: block.image.alt.trim() === '' ? (block.alt ?? '') : block.image.alt }

  return (
    <article className="article" aria-labelledby={headingId}>
      <header className="article__header">
        <BlockHeading id={headingId} className="article__title">
          {block.title}
        </BlockHeading>
        {byline !== '' && <p className="article__meta article__byline">{byline}</p>}
        {published !== null && (
          <p className="article__meta">
            <time dateTime={block.created}>{t('article.published', { date: published })}</time>
          </p>
        )}
      </header>
      {image !== undefined && (
        // The article opens the page, so its picture is above the fold: fetched at once.
        <ResponsiveImage
          className="article__image"
          image={image}
          sizes="(min-width: 992px) 48rem, 100vw"
          priority
        />
      )}
      {block.articleContent !== undefined && (
        <SanitizedHtml className="rich-text" html={block.articleContent} />
      )}
      {tags.length > 0 && (
        <footer className="article__tags">
          <span id={tagsLabelId} className="article__tags-label">
            {t('article.tags')}
          </span>
          <ul className="article__tag-list" aria-labelledby={tagsLabelId}>
            {tags.map((tag) => (
              <li key={tag} className="article__tag">
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  )
}
