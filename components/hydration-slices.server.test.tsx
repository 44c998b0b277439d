import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SlicedPage, slicedPageServerMarkup } from './hydration-slices.fixtures.tsx'

test('the server writes each slice between the range markers that hydration keeps together', () => {
  expect(renderToString(<SlicedPage prefix="server" />)).toBe(slicedPageServerMarkup)
})
