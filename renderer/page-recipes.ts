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

/** A field of a value the content system sent, read without trusting its shape: each block's schema checks it. */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
}

/** The block id of a derived station block: the page's slug and the block's part. */
function stationBlockId(content: PageContent, part: string): string {
  return `${content.slug}-${part}`
}

/** spec §2.6 header: name, brand, address, contact, today's hours and open-now, directions, locator links. */
function stationHeaderFromPage(content: PageContent): unknown {
  if (content.station === undefined) return null
  return { id: stationBlockId(content, 'header'), contentType: 'stationHeader', station: content.station }
}

/** spec §2.6 lunch: the week's lunch list with the lunch, breakfast and kitchen hours. */
function stationLunchFromPage(content: PageContent): unknown {
  if (content.lunchList === undefined || content.station === undefined) return null
  const { station } = content
  return {
    id: stationBlockId(content, 'lunch'),
    contentType: 'stationLunch',
    lunchList: content.lunchList,
    timeZone: field(station, 'timeZone'),
    lunchHours: field(station, 'lunchHours'),
    breakfastHours: field(station, 'breakfastHours'),
    kitchenHours: field(station, 'kitchenHours'),
  }
}

/** spec §2.6 attributes: the station's services; a station without any shows no block. */
function stationAttributesFromPage(content: PageContent): unknown {
  const services = field(content.station, 'services')
  if (!Array.isArray(services) || services.length === 0) return null
  return { id: stationBlockId(content, 'attributes'), contentType: 'stationAttributes', services }
}

/** spec §2.6 food menu. */
function foodMenuFromPage(content: PageContent): unknown {
  if (content.foodMenu === undefined) return null
  return { id: stationBlockId(content, 'food-menu'), contentType: 'foodMenu', menu: content.foodMenu }
}

/** spec §2.6 map: the station on a small map (a client-only block: the server draws its fallback). */
function stationMapFromPage(content: PageContent): unknown {
  const { station } = content
  if (station === undefined) return null
  const location = field(station, 'location')
  return {
    id: stationBlockId(content, 'map'),
    contentType: 'stationMap',
    name: field(station, 'name'),
    lat: field(location, 'lat'),
    lon: field(location, 'lon'),
    address: field(station, 'address'),
  }
}

/**
 * Page recipes as data (DESIGN §4), keyed by the page's contentType: article pages open with their
 * article (spec §2.7); station pages show header, lunch (when enabled), body, attributes, food menu
 * (when enabled) and map, in that order (spec §2.6).
 */
export const pageRecipes: Readonly<Record<string, PageRecipe>> = {
  articlePage: {
    slots: [{ kind: 'derived', name: 'article', build: articleBlockFromPage }, { kind: 'body' }],
  },
  stationPage: {
    slots: [
      { kind: 'derived', name: 'stationHeader', build: stationHeaderFromPage },
      { kind: 'derived', name: 'stationLunch', build: stationLunchFromPage, when: (flags) => flags.lunch },
      { kind: 'body' },
      { kind: 'derived', name: 'stationAttributes', build: stationAttributesFromPage },
      { kind: 'derived', name: 'foodMenu', build: foodMenuFromPage, when: (flags) => flags.foodMenu },
      { kind: 'derived', name: 'stationMap', build: stationMapFromPage },
    ],
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
