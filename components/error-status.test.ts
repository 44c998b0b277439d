import { expect, test } from 'vitest'
import {
  errorKind,
  errorStatus,
  missingPathFromReason,
  pathnameOf,
  type ErrorSource,
} from './error-status.ts'

test.each<[number, ReturnType<typeof errorKind>]>([
  [404, 'notFound'],
  [410, 'notFound'],
  [429, 'notFound'],
  [400, 'notFound'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [500, 'serverError'],
  [502, 'serverError'],
  [503, 'serverError'],
])('spec §8: status %i reads as %s', (status, kind) => {
  expect(errorKind(status)).toBe(kind)
})

test.each<[string, ErrorSource, number]>([
  ['an unknown route', { is404: true }, 404],
  [
    'a route-validation abort',
    { abortStatusCode: 404, abortReason: 'Page Not Found: /nope', is404: false },
    404,
  ],
  ['an upstream 503', { abortStatusCode: 503, abortReason: { kind: 'upstream', status: 503 } }, 503],
  [
    'an upstream 502 carried by a 500 abort',
    { abortStatusCode: 500, abortReason: { kind: 'upstream', status: 502 } },
    502,
  ],
  ['an upstream failure without a status', { abortStatusCode: 500, abortReason: { kind: 'upstream' } }, 500],
  ['a forbidden abort', { abortStatusCode: 403 }, 403],
  ['an upstream failure with neither status', { abortReason: { kind: 'upstream' } }, 500],
  ['an error thrown while rendering', { is404: false }, 500],
  ['nothing known', {}, 500],
  [
    'a malformed upstream reason',
    { abortStatusCode: 503, abortReason: { kind: 'upstream', status: 'x' } },
    503,
  ],
])('%s shows status %i', (_name, source, status) => {
  expect(errorStatus(source)).toBe(status)
})

test('a route-validation reason yields its path; other reasons none', () => {
  expect(missingPathFromReason('Page Not Found: /en-EU/nope')).toBe('/en-EU/nope')
  expect(missingPathFromReason('Page Not Found: /')).toBe('/')
  expect(missingPathFromReason({ kind: 'upstream', status: 503 })).toBeUndefined()
  expect(missingPathFromReason('Something else')).toBeUndefined()
  expect(missingPathFromReason(undefined)).toBeUndefined()
})

test('pathnameOf reads the path of a server path and of a browser URL alike', () => {
  expect(pathnameOf('/en-EU/nope?x=1#y')).toBe('/en-EU/nope')
  expect(pathnameOf('https://aurora.eu/en-EU/nope?x=1')).toBe('/en-EU/nope')
})
