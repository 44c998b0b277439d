import { useData } from 'vike-react/useData'
import { SearchForm } from '#components/search/search-form.tsx'
import { SearchResults } from '#components/search/search-results.tsx'
import { useT } from '#components/translation.tsx'
import type { Data } from './+data.ts'

/**
 * The site search page (issue 13): its own form with the query filled in, then the results. Title and
 * robots (`noindex`) are the head's, read from the data's meta (pages/+title.ts, +Head.tsx).
 */
export function Page() {
  const view = useData<Data>()
  const t = useT()
  return (
    <div className="page search-page">
      <h1 className="page__title">{t('search.heading')}</h1>
      <SearchForm variant="page" query={view.query} />
      <SearchResults view={view} />
    </div>
  )
}
