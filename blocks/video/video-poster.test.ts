import fc from 'fast-check'
import { expect, test } from 'vitest'
import { initialPosterWidth, posterWidthFor } from './video-poster.ts'

test.each([
  // containerWidth, devicePixelRatio, intrinsicWidth, expected
  [375, 1, 2400, 480],
  [375, 2, 2400, 768],
  [375, 3, 2400, 1152],
  [768, 1, 2400, 768],
  [1000, 1, 2400, 1152],
  [1600, 2, 4000, 3200],
  [1600, 2, 1920, 1920],
  [320, 1, 200, 200],
  [500, 0, 2400, 640],
  [0, 2, 2400, null],
  [Number.NaN, 1, 2400, null],
])('posterWidthFor(%d, %d, %d)', (containerWidth, ratio, intrinsicWidth, expected) => {
  expect(posterWidthFor(containerWidth, ratio, intrinsicWidth)).toBe(expected)
})

test.each([
  [2400, 1920],
  [1280, 1280],
])('initialPosterWidth(%d)', (intrinsicWidth, expected) => {
  expect(initialPosterWidth(intrinsicWidth)).toBe(expected)
})

test('the chosen rendition fills the container unless the original is narrower, and never exceeds the original', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4000 }),
      fc.constantFrom(1, 1.5, 2, 3),
      fc.integer({ min: 1, max: 6000 }),
      (containerWidth, ratio, intrinsicWidth) => {
        const width = posterWidthFor(containerWidth, ratio, intrinsicWidth)
        expect(width).not.toBeNull()
        expect(width).toBeLessThanOrEqual(intrinsicWidth)
        if (width !== intrinsicWidth) expect(width).toBeGreaterThanOrEqual(containerWidth * ratio)
      },
    ),
  )
})
