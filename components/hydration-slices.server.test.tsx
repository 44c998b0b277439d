import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import {
  NestedSlicedPage,
  nestedSlicedPageServerMarkup,
  SlicedPage,
  slicedPageServerMarkup,
} from './hydration-slices.fixtures.tsx'

test('the server writes each slice between the range markers that hydration keeps together', () => {
  expect(renderToString(<SlicedPage prefix="server" />)).toBe(slicedPageServerMarkup)
})

test('a slice inside a slice is written between markers of its own, inside the outer ones', () => {
  expect(renderToString(<NestedSlicedPage prefix="server" />)).toBe(nestedSlicedPageServerMarkup)
})
