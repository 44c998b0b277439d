import fc from 'fast-check'
import { expect, test } from 'vitest'
import { slugForPath } from './content-source.server.ts'

test.each([
  ['/', 'landing'],
  ['', 'landing'],
  ['/asemahaku', 'asemahaku'],
  ['/yksityisille/ota-yhteytta/asiakaspalvelu', 'yksityisille-ota-yhteytta-asiakaspalvelu'],
  ['/about-us/company-info/', 'about-us-company-info'],
])('spec §2.1: slugForPath(%j) is %j', (path, slug) => {
  expect(slugForPath(path)).toBe(slug)
})

test('a slug never contains a slash', () => {
  fc.assert(
    fc.property(fc.string(), (path) => {
      expect(slugForPath(path)).not.toContain('/')
    }),
    { numRuns: 1000 },
  )
})
