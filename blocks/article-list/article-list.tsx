import { useDateText } from '#components/date-text.ts'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import type { ArticleListBlock, ArticleTeaser } from './article-list.schema.ts'
import './article-list.css'

export function ArticleList({ block }: BlockProps<ArticleListBlock>) {
  const t = useT()
  const headingId = `${block.id}-heading`
  return (
    <section className="article-list" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="article-list__heading">
        {block.heading}
      </BlockHeading>
      {block.articles.length === 0 ? (
        <p className="article-list__empty">{t('articleList.empty')}</p>
      ) : (
        <ul className="article-list__items">
          {block.articles.map((article) => (
            <li key={article.id}>
              <Teaser article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * One teaser: the heading is the only link, so a screen reader's link list names each article once
 * instead of a title link plus an image link and a "Read more" that all say nothing new.
 */
function Teaser({ article }: { article: ArticleTeaser }) {
  const published = useDateText(article.created)
  return (
    <article className="article-teaser">
      <h3 className="article-teaser__title">
        <SmartLink className="article-teaser__link" target={article.link}>
          {article.title}
        </SmartLink>
      </h3>
      {article.image !== undefined && (
        <ResponsiveImage
          className="article-teaser__image"
          image={article.image}
          sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      )}
      {article.created !== undefined && published !== null && (
        <p className="article-teaser__date">
          <time dateTime={article.created}>{published}</time>
        </p>
      )}
      {article.summary !== undefined && <p className="article-teaser__summary">{article.summary}</p>}
    </article>
  )
}
