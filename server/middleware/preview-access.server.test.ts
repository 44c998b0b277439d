import { expect, test } from 'vitest'
import { previewAccess, previewCookie } from './preview-access.server.ts'

const token = 'a-preview-token-for-editors'
const base = {
  preview: true,
  upstreamCms: true,
  previewToken: token,
  queryToken: undefined,
  cookieToken: undefined,
}

test.each<[string, Partial<Parameters<typeof previewAccess>[0]>, ReturnType<typeof previewAccess>]>([
  ['not a preview request', { preview: false }, { kind: 'open' }],
  // Issue 11, the four cases: embedded or upstream CMS × PREVIEW_TOKEN set or not.
  [
    'embedded CMS, no token configured: open',
    { upstreamCms: false, previewToken: undefined },
    { kind: 'open' },
  ],
  ['embedded CMS, token configured, none given', { upstreamCms: false }, { kind: 'denied' }],
  [
    'embedded CMS, token configured and given',
    { upstreamCms: false, queryToken: token },
    { kind: 'granted', rememberToken: token },
  ],
  ['upstream CMS, no token given', {}, { kind: 'denied' }],
  ['upstream CMS, no token configured', { previewToken: undefined, queryToken: token }, { kind: 'denied' }],
  ['a wrong token in the query', { queryToken: `${token}x` }, { kind: 'denied' }],
  ['a wrong token in the cookie', { cookieToken: 'guess' }, { kind: 'denied' }],
  ['the token in the query is remembered', { queryToken: token }, { kind: 'granted', rememberToken: token }],
  ['the token in the cookie', { cookieToken: token }, { kind: 'granted', rememberToken: null }],
  [
    'query and cookie both right: nothing new to remember',
    { queryToken: token, cookieToken: token },
    { kind: 'granted', rememberToken: null },
  ],
  [
    'a wrong query does not spoil a right cookie',
    { queryToken: 'x', cookieToken: token },
    { kind: 'granted', rememberToken: null },
  ],
])('%s', (_, overrides, access) => {
  expect(previewAccess({ ...base, ...overrides })).toEqual(access)
})

test('the preview cookie stays on the preview pages, out of scripts, and Secure on https', () => {
  expect(previewCookie('t o/k', false)).toBe(
    'aurora_preview=t%20o%2Fk; Path=/preview; Max-Age=28800; HttpOnly; SameSite=Lax',
  )
  expect(previewCookie('tok', true)).toMatch(/; Secure$/)
})
