import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  imageUrlForWidth,
  scaledHeight,
  srcSetWidths,
  staticFileUrl,
  versionedUrl,
} from './responsive-image.ts'

test.each([
  [320, [320]],
  [500, [320, 480, 500]],
  [1000, [320, 480, 640, 720, 768, 960, 992, 1000]],
  [4000, [320, 480, 640, 720, 768, 960, 992, 1152, 1200, 1488, 1536, 1600, 1800, 1984, 2400, 3200, 4000]],
])('srcSetWidths(%i)', (width, expected) => {
  expect(srcSetWidths(width)).toEqual(expected)
})

test('widths are ascending, unique and never exceed the original', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10_000 }), (width) => {
      const widths = srcSetWidths(width)
      expect(widths.at(-1)).toBe(width)
      for (let index = 1; index < widths.length; index += 1) {
        expect(widths[index]).toBeGreaterThan(widths[index - 1] ?? 0)
      }
    }),
    { numRuns: 1000 },
  )
})

test.each([
  ['/images/car-wash.jpg', 640, '/images/car-wash.jpg?w=640'],
  ['https://images.example.com/a.jpg?fm=webp', 320, 'https://images.example.com/a.jpg?fm=webp&w=320'],
  ['/images/a.jpg?w=100', 480, '/images/a.jpg?w=480'],
])('imageUrlForWidth(%j, %i)', (url, width, expected) => {
  expect(imageUrlForWidth(url, width)).toBe(expected)
})

const versions = { '/images/car-wash.svg': 'Ab12-_Cd', '/favicon.svg': 'Zz99Yy88' }

test.each([
  ['/favicon.svg', '/favicon.svg?v=Zz99Yy88'],
  // The rendition's width stays; the version is added beside it.
  ['/images/car-wash.svg?w=640', '/images/car-wash.svg?w=640&v=Ab12-_Cd'],
  // An earlier build's version is replaced by this build's.
  ['/images/car-wash.svg?v=old', '/images/car-wash.svg?v=Ab12-_Cd'],
  // Not a file of this build's public/: as it is.
  ['/images/gone.svg?w=640', '/images/gone.svg?w=640'],
  ['https://images.example.com/images/car-wash.svg', 'https://images.example.com/images/car-wash.svg'],
])('versionedUrl(%j)', (url, expected) => {
  expect(versionedUrl(url, versions)).toBe(expected)
})

test('outside a build (tests, Storybook) no file has a version: URLs are as written', () => {
  expect(staticFileUrl('/favicon.svg')).toBe('/favicon.svg')
})

test('scaled height keeps the aspect ratio', () => {
  expect(scaledHeight({ width: 1600, height: 900 }, 800)).toBe(450)
})
