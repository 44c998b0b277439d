import { expect, test } from 'vitest'
import { pageContentSchema } from '#schemas/page.ts'
import { arrangePage, recipeFor, type PageRecipe, type RecipeFlags } from './page-recipes.ts'

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

/** A station-like recipe (spec §2.6 order), to prove the mechanism carries it without change. */
const stationLike: PageRecipe = {
  slots: [
    { kind: 'derived', name: 'header', build: () => ({ id: 'header' }) },
    { kind: 'derived', name: 'lunch', build: () => ({ id: 'lunch' }), when: (flags) => flags.lunch },
    { kind: 'body' },
    { kind: 'derived', name: 'attributes', build: () => ({ id: 'attributes' }) },
    { kind: 'derived', name: 'foodMenu', build: () => ({ id: 'foodMenu' }), when: (flags) => flags.foodMenu },
    { kind: 'derived', name: 'map', build: () => null },
  ],
}

test.each([
  [{ lunch: false, foodMenu: false }, ['header', 'b1', 'b2', 'attributes']],
  [{ lunch: true, foodMenu: false }, ['header', 'lunch', 'b1', 'b2', 'attributes']],
  [{ lunch: false, foodMenu: true }, ['header', 'b1', 'b2', 'attributes', 'foodMenu']],
  [{ lunch: true, foodMenu: true }, ['header', 'lunch', 'b1', 'b2', 'attributes', 'foodMenu']],
])(
  'spec §2.6 station order with flags %j is %j (a slot with nothing to show is left out)',
  (flags, expected) => {
    expect(ids(arrangePage(page({ contentType: 'stationPage' }), flags, stationLike))).toEqual(expected)
  },
)

test('an unknown page type falls back to the body alone', () => {
  expect(recipeFor('nope').slots).toEqual([{ kind: 'body' }])
})
