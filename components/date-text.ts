import { formatDate } from '#i18n/format-date.ts'
import { useLocale } from './locale-context.tsx'
import { usePageContextIfAny } from './page-context-if-any.ts'

/**
 * A date-time as the page shows it (i18n/format-date.ts, `long`), or null for none or one that is not a date.
 * A content page carries the server's text of each date its blocks show (`datesShown`,
 * renderer/page-view.ts): read from there, the browser creates no `Intl.DateTimeFormat` while it
 * hydrates (loading its locale data took 15–20 ms on first use; issue 17) and prints exactly what the
 * server printed. A date the page did not bring (stories, tests, another page's data) is formatted here.
 */
export function useDateText(value: string | undefined): string | null {
  const locale = useLocale()
  const data = usePageContextIfAny()?.data
  if (value === undefined) return null
  const brought = data?.kind === 'content' && data.locale === locale ? data.dates?.[value] : undefined
  return brought ?? formatDate(value, locale)
}
