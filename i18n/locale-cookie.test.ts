// @vitest-environment happy-dom
import { runInNewContext } from 'node:vm'
import { afterEach, expect, test } from 'vitest'
import {
  localeChoiceAttribute,
  localeChoiceListener,
  localeCookieMaxAgeSeconds,
  readLocaleCookie,
} from './locale-cookie.ts'

afterEach(() => {
  document.body.replaceChildren()
})

/**
 * Runs the page's listener over a part of the test's page and returns what it writes to `document.cookie`,
 * as written (the browser's cookie jar would keep only the name and value).
 */
function listenOver(markup: string, protocol: 'http:' | 'https:'): { part: HTMLElement; written: string[] } {
  const part = document.createElement('div')
  part.innerHTML = markup
  document.body.append(part)
  const written: string[] = []
  const pageDocument = {
    addEventListener: part.addEventListener.bind(part),
    set cookie(value: string) {
      written.push(value)
    },
  }
  runInNewContext(localeChoiceListener, { document: pageDocument, Element, location: { protocol } })
  return { part, written }
}

function click(element: Element | null): void {
  if (element === null) throw new Error('no such element in the test markup')
  // The test document does not navigate; the listener runs in the capture phase all the same.
  element.addEventListener('click', (event) => event.preventDefault())
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
}

test('spec §9: a chosen locale is stored 365 days on the whole site with SameSite=Lax', () => {
  const { part, written } = listenOver(
    `<a href="/sv-SE" ${localeChoiceAttribute}="sv-SE"><span>Svenska</span></a>`,
    'http:',
  )
  // A click on the link's text is a click on the link.
  click(part.querySelector('span'))
  expect(written).toEqual(['locale=sv-SE; Max-Age=31536000; Path=/; SameSite=Lax'])
  expect(localeCookieMaxAgeSeconds).toBe(365 * 86_400)
})

test('the locale cookie is Secure when the page came over https', () => {
  const { part, written } = listenOver(
    `<a href="/no-NO" ${localeChoiceAttribute}="no-NO">Norsk</a>`,
    'https:',
  )
  click(part.querySelector('a'))
  expect(written).toEqual(['locale=no-NO; Max-Age=31536000; Path=/; SameSite=Lax; Secure'])
})

test('only a marked link with one of the four locales writes the cookie', () => {
  const { part, written } = listenOver(
    `<a id="plain" href="/sv-SE">Svenska</a><button id="button" ${localeChoiceAttribute}="sv-SE">Svenska</button>` +
      `<a id="other" href="/" ${localeChoiceAttribute}="de-DE">Deutsch</a>` +
      `<a id="forged" href="/" ${localeChoiceAttribute}="sv-SE; Domain=example.com">Svenska</a>` +
      `<a id="empty" href="/" ${localeChoiceAttribute}>?</a><p id="text">text</p>`,
    'https:',
  )
  for (const id of ['plain', 'button', 'other', 'forged', 'empty', 'text'])
    click(part.querySelector(`#${id}`))
  expect(written).toEqual([])
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
  const { part, written } = listenOver(
    `<a href="/en-EU" ${localeChoiceAttribute}="en-EU">English</a>`,
    'https:',
  )
  click(part.querySelector('a'))
  expect(readLocaleCookie(written[0]?.split(';')[0])).toBe('en-EU')
})
