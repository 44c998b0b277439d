/**
 * The query parameters a page's answer may depend on (issue 17, ADR 042): the station locator's search,
 * filters, position and page (domain/station-locator.ts), the site search's query and page
 * (pages/search/+data.ts), and Vike's own `_vike` on a client-navigation payload, which Vike parses.
 * Pages read their query only through `pageQuery`, so no other parameter can change an answer; the page
 * cache keys an answer by `pageQueryKey`, so a campaign's `utm_source`, an ad's click id or a made-up
 * parameter shares the page's one kept answer instead of rendering and keeping a copy of its own.
 */
export const pageQueryParameters: ReadonlySet<string> = new Set([
  'q',
  'page',
  'service',
  'open',
  'near',
  '_vike',
])

/** The parameters of `search` (`?a=1&b=2`, with or without its `?`) that a page may read, in their order. */
export function pageQuery(search: string): URLSearchParams {
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(search)) {
    if (pageQueryParameters.has(name)) kept.append(name, value)
  }
  return kept
}

/**
 * The query as the page cache keys it: the parameters a page may read, ordered by name (a repeated one
 * keeps its values' order), so two addresses that differ only in what no page reads, or in the order of
 * different parameters, are one answer. '' without any.
 */
export function pageQueryKey(search: string): string {
  const kept = pageQuery(search)
  kept.sort()
  const key = kept.toString()
  return key === '' ? '' : `?${key}`
}
