import { searchPagePath } from '#i18n/site-paths.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { maxSearchQueryCharacters } from './search-query-limit.ts'
import '../visually-hidden.css'
import './search.css'
import { useElementId } from '../element-id.tsx'

export interface SearchFormProps {
  /** `header`: compact, label read by screen readers only; `page`: the search page's own, label shown. */
  variant: 'header' | 'page'
  /** The query to show in the field (the search page's current one). */
  query?: string
}

/**
 * The site search (issue 13): a GET form to the locale's search page, so it works without JavaScript
 * and every search has an address that can be shared and reloaded.
 */
export function SearchForm({ variant, query = '' }: SearchFormProps) {
  const t = useT()
  const hrefFor = useHref()
  const locale = useLocale()
  const inputId = useElementId()
  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      action={hrefFor(searchPagePath(locale))}
      method="get"
    >
      <label className={variant === 'header' ? 'visually-hidden' : 'search-form__label'} htmlFor={inputId}>
        {t('chrome.searchLabel')}
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={maxSearchQueryCharacters}
          autoComplete="off"
          enterKeyHint="search"
          required={variant === 'header'}
          // The header's label is for screen readers; the placeholder says the same to the eye.
          placeholder={variant === 'header' ? t('chrome.searchLabel') : undefined}
        />
        <button className="search-form__button" type="submit">
          <svg className="search-form__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>
            {t('chrome.searchSubmit')}
          </span>
        </button>
      </div>
    </form>
  )
}
