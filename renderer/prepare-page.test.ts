import { loadBlockSchemas } from '#blocks/registry.ts'
import { expect, test } from 'vitest'
import { pageContentSchema } from '#schemas/page.ts'
import { blockProblems, preparePage } from './prepare-page.ts'

// Only the server parses content; it loads the block schemas first, and so do these tests.
await loadBlockSchemas()

const content = pageContentSchema.parse({
  slug: 'cached',
  title: 'Cached',
  contentType: 'standardPage',
  body: [
    { id: 'a', contentType: 'hero', heading: 'A' },
    { id: 'b', contentType: 'unknownThing' },
  ],
})

test('a page is parsed once per content version and reused', () => {
  const first = preparePage(content, { lunch: false, foodMenu: false })
  expect(preparePage(content, { lunch: false, foodMenu: false })).toBe(first)
  const changed = pageContentSchema.parse({ ...content, body: [...content.body] })
  expect(preparePage(changed, { lunch: false, foodMenu: false })).not.toBe(first)
})

test('problems are the entries that will not render', () => {
  expect(blockProblems(preparePage(content, { lunch: false, foodMenu: false }).all)).toEqual([
    { status: 'unknown', id: 'b', contentType: 'unknownThing' },
  ])
})

test('the live site gets only the blocks that parsed', () => {
  const { all, live } = preparePage(content, { lunch: false, foodMenu: false })
  expect(all.map((entry) => entry.status)).toEqual(['ok', 'unknown'])
  expect(live.map((entry) => entry.status)).toEqual(['ok'])
})
