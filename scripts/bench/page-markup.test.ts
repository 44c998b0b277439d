import { expect, test } from 'vitest'
import { firstDifference, firstH1Text, rootInnerHtml, withoutFileVersions } from './page-markup.ts'

test('firstH1Text reads the first h1 without tags or React text separators', () => {
  const html =
    '<h2>Not this</h2><h1 id="x" class="hero__heading">On the <em>road</em><!-- --> 2026</h1><h1>Second</h1>'
  expect(firstH1Text(html)).toBe('On the road 2026')
})

test('firstH1Text is null without an h1, and does not mistake a header for one', () => {
  expect(firstH1Text('<header class="site-header"><h2>Title</h2></header>')).toBeNull()
})

test('rootInnerHtml returns what vike-react put in the root element', () => {
  const document = `<html><body>
        <div id="root"><a href="/">Aurora</a><main><div>body</div></main></div>
        <script id="vike_pageContext" type="application/json">{}</script>
      </body></html>`
  expect(rootInnerHtml(document)).toBe('<a href="/">Aurora</a><main><div>body</div></main>')
})

test('rootInnerHtml is null when the document has no root element', () => {
  expect(rootInnerHtml('<html><body><p>error</p></body></html>')).toBeNull()
})

test('firstDifference points at the first differing character', () => {
  expect(firstDifference('abc', 'abc')).toBe(-1)
  expect(firstDifference('abXd', 'abcd')).toBe(2)
  expect(firstDifference('ab', 'abc')).toBe(2)
})

test('withoutFileVersions drops the version parameter of a URL and keeps the rest', () => {
  expect(
    withoutFileVersions(
      '<img src="/images/logo.svg?v=PtNLJb6l" srcSet="/images/a.jpg?w=320&amp;v=a_1-b 320w, /x.jpg?v=z 2x"/>',
    ),
  ).toBe('<img src="/images/logo.svg" srcSet="/images/a.jpg?w=320 320w, /x.jpg 2x"/>')
  // Not a version: another parameter named like one, or a `v` with more after it.
  expect(withoutFileVersions('<a href="/search?q=v=1&amp;v=2&amp;p=3">')).toBe(
    '<a href="/search?q=v=1&amp;v=2&amp;p=3">',
  )
})
