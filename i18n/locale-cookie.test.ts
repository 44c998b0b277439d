import { expect, test } from 'vitest'
import { localeCookieMaxAgeSeconds, readLocaleCookie, serializeLocaleCookie } from './locale-cookie.ts'

test('the locale cookie lives 365 days on the whole site with SameSite=Lax', () => {
  expect(serializeLocaleCookie('sv-SE', { secure: false })).toBe(
    'locale=sv-SE; Max-Age=31536000; Path=/; SameSite=Lax',
  )
  expect(localeCookieMaxAgeSeconds).toBe(365 * 86_400)
})

test('the locale cookie is Secure when the page came over https', () => {
  expect(serializeLocaleCookie('no-NO', { secure: true })).toBe(
    'locale=no-NO; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
  )
})

test.each<[string | undefined, string | null]>([
  [undefined, null],
  ['', null],
  ['locale=en-EU', 'en-EU'],
  ['theme=dark; locale=fi-FI; cart=1', 'fi-FI'],
  ['  locale = no-NO ', 'no-NO'],
  // Case-sensitive like the route table (ADR 003), and only the four locales count.
  ['locale=EN-EU', null],
  ['locale=de-DE', null],
  ['mylocale=sv-SE', null],
  ['locale', null],
  // A bad first value does not hide a good later one.
  ['locale=xx; locale=sv-SE', 'sv-SE'],
])('readLocaleCookie(%j) → %j', (header, locale) => {
  expect(readLocaleCookie(header)).toBe(locale)
})

test('a cookie written by the switcher reads back as the same locale', () => {
  const written = serializeLocaleCookie('en-EU', { secure: true }).split(';')[0]
  expect(readLocaleCookie(written)).toBe('en-EU')
})
