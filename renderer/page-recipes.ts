import type { PageContent } from '#schemas/page.ts'

/** Which optional parts a station page shows (spec §2.6: station, lunch and menu flags). */
export interface RecipeFlags {
  lunch: boolean
  foodMenu: boolean
}

/** A place in a page: the body from the content system, or a block built from the page's own fields. */
export type RecipeSlot =
  | { kind: 'body' }
  | {
      kind: 'derived'
      /** Names the slot in diagnostics and tests. */
      name: string
      /** The block's raw data, parsed like any body block; null when the page has nothing for it. */
      build: (content: PageContent) => unknown
      /** Shown only when this returns true. */
      when?: (flags: RecipeFlags) => boolean
    }

export interface PageRecipe {
  slots: readonly RecipeSlot[]
}

const bodyOnly: PageRecipe = { slots: [{ kind: 'body' }] }

/** spec §2.7: an article page puts an article block, built from the page's article fields, first. */
function articleBlockFromPage(content: PageContent): unknown {
  return {
    id: `${content.id ?? content.slug}-article`,
    contentType: 'article',
    title: content.title,
    byline: content.byline,
    image: content.image,
    alt: content.alt,
    created: content.created,
    articleContent: content.articleContent,
    tags: content.tags ?? [],
  }
}

/**
 * Page recipes as data (DESIGN §4), keyed by the page's contentType. The station recipe joins this table
 * with the stations work; the mechanism (derived slots, flag conditions) already carries it.
 */
export const pageRecipes: Readonly<Record<string, PageRecipe>> = {
  articlePage: {
    slots: [{ kind: 'derived', name: 'article', build: articleBlockFromPage }, { kind: 'body' }],
  },
}

export function recipeFor(contentType: string): PageRecipe {
  return pageRecipes[contentType] ?? bodyOnly
}

/** The page's blocks in recipe order, before parsing. */
export function arrangePage(
  content: PageContent,
  flags: RecipeFlags,
  recipe: PageRecipe = recipeFor(content.contentType),
): unknown[] {
  return recipe.slots.flatMap((slot) => {
    if (slot.kind === 'body') return content.body
    if (slot.when !== undefined && !slot.when(flags)) return []
    const block = slot.build(content)
    return block === null || block === undefined ? [] : [block]
  })
}
