import { expect, test } from 'vitest'
import { versionCssUrls } from './public-file-versions.ts'

const versions = { '/images/icons/cart.svg': 'Ab12Cd34', '/map/outline.svg': 'Zz99Yy88' }

test('a stylesheet’s references to files of public/ carry their versions', () => {
  expect(
    versionCssUrls(
      ".cart{mask:url('/images/icons/cart.svg') center / contain no-repeat}" +
        '.map{background:url("/map/outline.svg")}.x{background:url(/map/outline.svg)}',
      versions,
    ),
  ).toBe(
    ".cart{mask:url('/images/icons/cart.svg?v=Ab12Cd34') center / contain no-repeat}" +
      '.map{background:url("/map/outline.svg?v=Zz99Yy88")}.x{background:url(/map/outline.svg?v=Zz99Yy88)}',
  )
})

test('other URLs are left as they are', () => {
  const css =
    ".a{background:url('/images/gone.svg')}.b{background:url(data:image/svg+xml,abc)}" +
    ".c{background:url('https://cdn.example.com/images/icons/cart.svg')}.d{background:url('./local.svg')}" +
    ".e{background:url('/images/icons/cart.svg?v=Other000')}"
  expect(versionCssUrls(css, versions)).toBe(css)
})
