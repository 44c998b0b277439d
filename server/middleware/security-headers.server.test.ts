import { expect, test } from 'vitest'
import { contentSecurityPolicy } from './security-headers.server.ts'

test('the map style’s origin may be fetched only when a style is configured', () => {
  const without = contentSecurityPolicy(null, { development: false, https: true })
  expect(without).toContain("connect-src 'self';")
  const withStyle = contentSecurityPolicy(null, {
    development: false,
    https: true,
    mapOrigin: 'https://tiles.example.com',
  })
  expect(withStyle).toContain("connect-src 'self' https://tiles.example.com;")
})
