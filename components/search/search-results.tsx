import { getHref } from '#i18n/localized-paths.ts'
import { searchPagePath } from '#i18n/site-paths.ts'
import type { SearchResult } from '#schemas/content-listing.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { HighlightedText } from './highlighted-text.tsx'
import { groupSearchResults, searchQueryString, type ResultGroup, type SearchView } from './search-view.ts'
import './search.css'
import { useElementId } from '../element-id.tsx'

/**
 * The search page's answer (issue 13): a summary in the spec §9 table wording, the page's results in
 * groups (pages, articles, stations) with their counts over every page, matched words in `<mark>`, and
 * previous / next links that keep the query. Before a query, and when nothing matched, it says what to do.
 */
export function SearchResults({ view }: { view: SearchView }) {
  const t = useT()
  if (view.unavailable) {
    return (
      <p className="search-results__notice" role="alert">
        {t('search.unavailable')}
      </p>
    )
  }
  if (view.query === '') return <p className="search-results__notice">{t('search.emptyQuery')}</p>
  if (view.total === 0) return <NoResults query={view.query} />
  return (
    <div className="search-results">
      <p className="search-results__summary" role="status">
        {t('search.showing', { amount: view.results.length, total: view.total })}
      </p>
      {groupSearchResults(view.results).map((group) => (
        <ResultGroupSection key={group.key} group={group} count={view.groupCounts[group.key]} />
      ))}
      <Pager view={view} />
    </div>
  )
}

function NoResults({ query }: { query: string }) {
  const t = useT()
  const hrefFor = useHref()
  const locale = useLocale()
  return (
    <div className="search-results__notice" role="status">
      <p className="search-results__no-results">{t('search.noResults', { query })}</p>
      <p>{t('search.noResultsHelp')}</p>
      <p>
        <a href={hrefFor(getHref('stationLocator', locale))}>{t('search.findStation')}</a>
      </p>
    </div>
  )
}

function ResultGroupSection({ group, count }: { group: ResultGroup; count: number }) {
  const t = useT()
  const headingId = useElementId()
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 className="search-group__heading" id={headingId}>
        {t(`search.groups.${group.key}`)}{' '}
        <span className="search-group__count">({t('search.groupCount', { count })})</span>
      </h2>
      <ol className="search-group__list">
        {group.results.map((result) => (
          <ResultItem key={result.path} result={result} />
        ))}
      </ol>
    </section>
  )
}

function ResultItem({ result }: { result: SearchResult }) {
  const hrefFor = useHref()
  // An answer without snippets (an older CMS) still shows the page's description.
  const snippets =
    result.snippets ?? (result.description === undefined ? [] : [{ text: result.description, matches: [] }])
  return (
    <li className="search-result">
      <h3 className="search-result__title">
        <a href={hrefFor(result.path)}>
          <HighlightedText text={result.title} ranges={result.titleMatches} />
        </a>
      </h3>
      {snippets.map((snippet, index) => (
        <p key={index} className="search-result__snippet">
          <HighlightedText text={snippet.text} ranges={snippet.matches} />
        </p>
      ))}
    </li>
  )
}

function Pager({ view }: { view: SearchView }) {
  const t = useT()
  const hrefFor = useHref()
  const locale = useLocale()
  if (view.pageCount <= 1) return null
  const pageHref = (page: number) =>
    `${hrefFor(searchPagePath(locale))}${searchQueryString(view.query, page)}`
  return (
    <nav className="search-pager" aria-label={t('search.pagination')}>
      {view.page > 1 ? (
        <a className="search-pager__link" href={pageHref(view.page - 1)} rel="prev">
          {t('search.previous')}
        </a>
      ) : (
        <span />
      )}
      <span className="search-pager__position">
        {t('search.pageOf', { page: view.page, pages: view.pageCount })}
      </span>
      {view.page < view.pageCount ? (
        <a className="search-pager__link" href={pageHref(view.page + 1)} rel="next">
          {t('search.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
