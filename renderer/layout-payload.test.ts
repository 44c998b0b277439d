import { expect, test } from 'vitest'
import type { LayoutWithInlineIcons } from '#schemas/inline-svg.ts'
import { layoutFromPayload, layoutPayload } from './layout-payload.ts'

const layout: LayoutWithInlineIcons = {
  navigation: {
    logo: { url: '/images/logo.svg', alt: 'Main Logo', width: 160, height: 40 },
    tree: [{ id: 'a', url: '/a', text: 'A', visibleInNavigation: true, children: [] }],
  },
  footer: { icons: [], footerLinks: [], downloadLinks: [], someLinks: [], extraLinks: [] },
}

test('the payload is the layout as JSON, made once per layout object and read back without parsing', () => {
  const payload = layoutPayload(layout)
  expect(payload).toBe(JSON.stringify(layout))
  expect(layoutPayload(layout)).toBe(payload)
  expect(layoutFromPayload(payload)).toBe(layout)
})

test('the browser reads a payload into the same layout, and the same string into the same object', () => {
  const other: LayoutWithInlineIcons = { ...layout, navigation: { tree: [] } }
  const payload = ` ${JSON.stringify(other)}`
  const read = layoutFromPayload(payload)
  expect(read).toEqual(other)
  expect(layoutFromPayload(payload)).toBe(read)
})

test('no layout (the layout call failed) stays none', () => {
  expect(layoutPayload(null)).toBeNull()
  expect(layoutPayload(undefined)).toBeNull()
  expect(layoutFromPayload(null)).toBeNull()
  expect(layoutFromPayload(undefined)).toBeNull()
})

test.each([
  ['a list', '[]'],
  ['a layout without navigation', '{"footer":{}}'],
  ['a navigation without its tree', '{"navigation":{},"footer":{}}'],
  ['inline icons that are not a map', '{"navigation":{"tree":[]},"footer":{},"inlineIcons":"x"}'],
])('a payload holding %s is refused', (_, payload) => {
  expect(() => layoutFromPayload(payload)).toThrow('does not hold a layout')
})
