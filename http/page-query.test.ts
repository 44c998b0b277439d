import { expect, test } from 'vitest'
import { parseLocatorQuery, serializeLocatorQuery, type LocatorQuery } from '#domain/station-locator.ts'
import { pageQuery, pageQueryKey, pageQueryParameters } from './page-query.ts'

test('a page reads only the parameters of the list, in the order they came', () => {
  expect(
    pageQuery('?utm_source=x&q=helsinki&gclid=1&service=carWash&page=2&service=restaurant').toString(),
  ).toBe('q=helsinki&service=carWash&page=2&service=restaurant')
  expect(pageQuery('utm_source=x&fbclid=y').toString()).toBe('')
  expect(pageQuery('').toString()).toBe('')
})

test.each([
  ['', ''],
  ['?', ''],
  ['?utm_source=newsletter&utm_medium=email', ''],
  ['?gclid=abc&x=1', ''],
  ['?q=espoo', '?q=espoo'],
  ['?page=2&q=espoo&utm_campaign=w', '?page=2&q=espoo'],
  ['?q=espoo&page=2', '?page=2&q=espoo'],
  // A repeated parameter keeps its values' order; parameters are ordered by name.
  ['?service=b&open=now&service=a', '?open=now&service=b&service=a'],
  ['?_vike=%7B%7D', '?_vike=%7B%7D'],
])('the page cache keys %j as %j', (search, key) => {
  expect(pageQueryKey(search)).toBe(key)
})

test('every parameter of a locator query the page writes is one the page may read', () => {
  const query: LocatorQuery = {
    q: 'helsinki',
    services: ['diesel'],
    openNow: true,
    page: 3,
    near: { lat: 60.17, lon: 24.94 },
  }
  const written = serializeLocatorQuery(parseLocatorQuery(serializeLocatorQuery(query)))
  const names = [...new Set(written.keys())]
  expect(names).toEqual(['q', 'service', 'open', 'near', 'page'])
  for (const name of names) expect(pageQueryParameters.has(name), name).toBe(true)
  // So the query survives the filter whole.
  expect(parseLocatorQuery(pageQuery(written.toString()))).toEqual(parseLocatorQuery(written))
})
