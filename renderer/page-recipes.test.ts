import { expect, test } from 'vitest'
import { pageContentSchema } from '#schemas/page.ts'
import { arrangePage, pageRecipes, recipeFor, type RecipeFlags } from './page-recipes.ts'

const body = [
  { id: 'b1', contentType: 'richText' },
  { id: 'b2', contentType: 'hero' },
]

function page(fields: Record<string, unknown>) {
  return pageContentSchema.parse({ slug: 'x', title: 'Title', body, ...fields })
}

const ids = (blocks: unknown[]) =>
  blocks.map((block) => (typeof block === 'object' && block !== null && 'id' in block ? block.id : '?'))

const noFlags: RecipeFlags = { lunch: false, foodMenu: false }

test.each([
  ['standardPage', ['b1', 'b2']],
  ['landingPage', ['b1', 'b2']],
  ['articlePage', ['x-article', 'b1', 'b2']],
  ['someFutureType', ['b1', 'b2']],
])('spec §2.7 recipe for %s puts blocks in order %j', (contentType, expected) => {
  expect(ids(arrangePage(page({ contentType }), noFlags))).toEqual(expected)
})

test('the article block is built from the article page fields', () => {
  const [article] = arrangePage(
    page({
      contentType: 'articlePage',
      id: 'a7',
      byline: 'Aurora newsroom',
      tags: ['ev'],
      created: '2026-11-02T09:00:00+02:00',
    }),
    noFlags,
  )
  expect(article).toMatchObject({
    id: 'a7-article',
    contentType: 'article',
    title: 'Title',
    byline: 'Aurora newsroom',
    tags: ['ev'],
    created: '2026-11-02T09:00:00+02:00',
  })
})

test('every recipe the renderer uses shows the page body exactly once', () => {
  for (const [contentType, recipe] of Object.entries(pageRecipes)) {
    const bodySlots = recipe.slots.filter((slot) => slot.kind === 'body')
    expect({ contentType, bodySlots: bodySlots.length }).toEqual({ contentType, bodySlots: 1 })
  }
})

test('an unknown page type falls back to the body alone', () => {
  expect(recipeFor('nope').slots).toEqual([{ kind: 'body' }])
})
