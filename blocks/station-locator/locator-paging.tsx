import type { MouseEvent } from 'react'
import type { Translate } from '#components/translation.tsx'

/** Pages named on each side of the current one; the first and the last are always named. */
const pagesAround = 2

/** The page numbers to link, with null where a run of pages is left out: 1 … 4 5 [6] 7 8 … 60. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const numbers: (number | null)[] = []
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const near = Math.abs(candidate - page) <= pagesAround
    if (candidate === 1 || candidate === pageCount || near) numbers.push(candidate)
    else if (numbers.at(-1) !== null) numbers.push(null)
  }
  return numbers
}

export interface LocatorPagingProps {
  page: number
  pageCount: number
  /** The href of a page: the locator's path with the same query. */
  hrefOf: (page: number) => string
  t: Translate
  /** In the browser, a page is shown without loading the document again. */
  onPage: ((page: number) => void) | null
}

/** Previous and next, and the page numbers around the current one (aria-current), keeping the query. */
export function LocatorPaging({ page, pageCount, hrefOf, t, onPage }: LocatorPagingProps) {
  if (pageCount <= 1) return null
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onPage === null) return
    event.preventDefault()
    onPage(target)
  }
  return (
    <nav className="station-locator__paging" aria-label={t('station.locator.pages')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev" onClick={follow(page - 1)}>
              {t('station.locator.previous')}
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={hrefOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('station.locator.page', { page: number })}
                onClick={follow(number)}
              >
                {number}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={hrefOf(page + 1)} rel="next" onClick={follow(page + 1)}>
              {t('station.locator.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
