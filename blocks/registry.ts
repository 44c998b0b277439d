import type { ReactElement } from 'react'
import type { z } from 'zod'
import type { LazyMessageNamespace } from '#i18n/message-namespaces.ts'
import { blockFolderName } from './block-folder-name.ts'
import {
  clientOnly,
  defineBlock,
  lazy,
  type BlockFixtures,
  type BlockHydration,
  type BlockLoadingMode,
} from './define-block.ts'

/** Keys must equal each block's contentType, so a lookup by content type can never pick the wrong block. */
function registerBlocks<Blocks extends { [ContentType in keyof Blocks]: { contentType: ContentType } }>(
  blocks: Blocks,
): Blocks {
  return blocks
}

/**
 * THE list of blocks (DESIGN §4): the page-body union, the renderer's lookup, the Storybook catalogue
 * and the content-contract exports all derive from it. `npm run new:block <name>` adds a line here.
 */
export const blockRegistry = registerBlocks({
  hero: defineBlock({
    contentType: 'hero',
    description: 'The opening of a page: heading, lead, optional image and one call to action.',
    schema: () => import('./hero/hero.schema.ts').then((module) => module.heroSchema),
    component: lazy(() => import('./hero/hero.tsx').then((module) => module.Hero), {
      hydration: 'after-start',
    }),
    providesPageHeading: true,
    fixtures: () => import('./hero/hero.fixtures.ts').then((module) => module.heroFixtures),
  }),
  richText: defineBlock({
    contentType: 'richText',
    description: 'Formatted text (paragraphs, lists, tables, links) with an optional heading.',
    schema: () => import('./rich-text/rich-text.schema.ts').then((module) => module.richTextBlockSchema),
    component: lazy(() => import('./rich-text/rich-text.tsx').then((module) => module.RichText), {
      hydration: 'after-start',
    }),
    fixtures: () => import('./rich-text/rich-text.fixtures.ts').then((module) => module.richTextFixtures),
  }),
  article: defineBlock({
    contentType: 'article',
    description: 'The article an article page opens with: title, byline, date, image, body and topics.',
    schema: () => import('./article/article.schema.ts').then((module) => module.articleSchema),
    component: lazy(() => import('./article/article.tsx').then((module) => module.Article), {
      hydration: 'after-start',
    }),
    providesPageHeading: true,
    datesShown: (block) => (block.created === undefined ? [] : [block.created]),
    fixtures: () => import('./article/article.fixtures.ts').then((module) => module.articleFixtures),
  }),
  articleList: defineBlock({
    contentType: 'articleList',
    description: 'A heading over a list of article teasers, each linking to its article page.',
    schema: () => import('./article-list/article-list.schema.ts').then((module) => module.articleListSchema),
    component: lazy(() => import('./article-list/article-list.tsx').then((module) => module.ArticleList), {
      hydration: 'after-start',
    }),
    datesShown: (block) => block.articles.flatMap((article) => article.created ?? []),
    fixtures: () =>
      import('./article-list/article-list.fixtures.ts').then((module) => module.articleListFixtures),
  }),
  table: defineBlock({
    contentType: 'table',
    description: 'A captioned data table; a long one can open showing only its first rows.',
    schema: () => import('./table/table.schema.ts').then((module) => module.tableSchema),
    component: lazy(() => import('./table/table.tsx').then((module) => module.Table)),
    fixtures: () => import('./table/table.fixtures.ts').then((module) => module.tableFixtures),
  }),
  video: defineBlock({
    contentType: 'video',
    description: 'An MP4 video with a poster, optional captions and an optional transcript.',
    schema: () => import('./video/video.schema.ts').then((module) => module.videoSchema),
    component: lazy(() => import('./video/video.tsx').then((module) => module.Video)),
    fixtures: () => import('./video/video.fixtures.ts').then((module) => module.videoFixtures),
  }),
  imageText: defineBlock({
    contentType: 'imageText',
    description: 'A picture beside a heading, formatted text and an optional link, on the start or end side.',
    schema: () => import('./image-text/image-text.schema.ts').then((module) => module.imageTextSchema),
    component: lazy(() => import('./image-text/image-text.tsx').then((module) => module.ImageText), {
      hydration: 'after-start',
    }),
    fixtures: () => import('./image-text/image-text.fixtures.ts').then((module) => module.imageTextFixtures),
  }),
  linkCards: defineBlock({
    contentType: 'linkCards',
    description: 'Up to 12 cards: title, optional text and picture, and a link to a page, site or dialog.',
    schema: () => import('./link-cards/link-cards.schema.ts').then((module) => module.linkCardsSchema),
    component: lazy(() => import('./link-cards/link-cards.tsx').then((module) => module.LinkCards), {
      hydration: 'after-start',
    }),
    fixtures: () => import('./link-cards/link-cards.fixtures.ts').then((module) => module.linkCardsFixtures),
  }),
  accordion: defineBlock({
    contentType: 'accordion',
    description: 'Sections that open and close (questions and answers), with an open-all button.',
    schema: () => import('./accordion/accordion.schema.ts').then((module) => module.accordionSchema),
    component: lazy(() => import('./accordion/accordion.tsx').then((module) => module.Accordion)),
    fixtures: () => import('./accordion/accordion.fixtures.ts').then((module) => module.accordionFixtures),
  }),
  banner: defineBlock({
    contentType: 'banner',
    description: 'A call-out in a brand theme or custom colour: heading, text, optional link and picture.',
    schema: () => import('./banner/banner.schema.ts').then((module) => module.bannerSchema),
    component: lazy(() => import('./banner/banner.tsx').then((module) => module.Banner), {
      hydration: 'after-start',
    }),
    fixtures: () => import('./banner/banner.fixtures.ts').then((module) => module.bannerFixtures),
  }),
  downloadLinks: defineBlock({
    contentType: 'downloadLinks',
    description: 'App Store and Google Play links for the consumer app and an optional business app.',
    schema: () =>
      import('./download-links/download-links.schema.ts').then((module) => module.downloadLinksSchema),
    component: lazy(
      () => import('./download-links/download-links.tsx').then((module) => module.DownloadLinks),
      {
        hydration: 'after-start',
      },
    ),
    fixtures: () =>
      import('./download-links/download-links.fixtures.ts').then((module) => module.downloadLinksFixtures),
  }),
  contactBlocks: defineBlock({
    contentType: 'contactBlocks',
    description: '24h customer service and feedback phone numbers (tel: links) and social media links.',
    schema: () =>
      import('./contact-blocks/contact-blocks.schema.ts').then((module) => module.contactBlocksSchema),
    component: lazy(
      () => import('./contact-blocks/contact-blocks.tsx').then((module) => module.ContactBlocks),
      {
        hydration: 'after-start',
      },
    ),
    fixtures: () =>
      import('./contact-blocks/contact-blocks.fixtures.ts').then((module) => module.contactBlocksFixtures),
  }),
  productList: defineBlock({
    contentType: 'productList',
    description: 'Shop product cards: name, picture, price with tax and, for a bundle, what it includes.',
    schema: () => import('./product-list/product-list.schema.ts').then((module) => module.productListSchema),
    component: lazy(() => import('./product-list/product-list.tsx').then((module) => module.ProductList)),
    fixtures: () =>
      import('./product-list/product-list.fixtures.ts').then((module) => module.productListFixtures),
  }),
  stationHeader: defineBlock({
    contentType: 'stationHeader',
    description:
      'A station page opens with it (built from the station): name, address, contact, opening hours, open now, directions.',
    schema: () =>
      import('./station-header/station-header.schema.ts').then((module) => module.stationHeaderSchema),
    component: lazy(
      () => import('./station-header/station-header.tsx').then((module) => module.StationHeader),
      { hydration: 'after-start' },
    ),
    providesPageHeading: true,
    usesClock: true,
    messages: ['station'],
    fixtures: () =>
      import('./station-header/station-header.fixtures.ts').then((module) => module.stationHeaderFixtures),
  }),
  stationLunch: defineBlock({
    contentType: 'stationLunch',
    description:
      'A station restaurant’s lunch of today and of the week, with lunch, breakfast and kitchen hours.',
    schema: () =>
      import('./station-lunch/station-lunch.schema.ts').then((module) => module.stationLunchSchema),
    component: lazy(() => import('./station-lunch/station-lunch.tsx').then((module) => module.StationLunch), {
      hydration: 'after-start',
    }),
    usesClock: true,
    messages: ['station'],
    fixtures: () =>
      import('./station-lunch/station-lunch.fixtures.ts').then((module) => module.stationLunchFixtures),
  }),
  stationAttributes: defineBlock({
    contentType: 'stationAttributes',
    description: 'A station’s services, grouped: fuels, charging, car wash, truck facilities and more.',
    schema: () =>
      import('./station-attributes/station-attributes.schema.ts').then(
        (module) => module.stationAttributesSchema,
      ),
    component: lazy(
      () => import('./station-attributes/station-attributes.tsx').then((module) => module.StationAttributes),
      { hydration: 'after-start' },
    ),
    messages: ['station'],
    fixtures: () =>
      import('./station-attributes/station-attributes.fixtures.ts').then(
        (module) => module.stationAttributesFixtures,
      ),
  }),
  stationLocator: defineBlock({
    contentType: 'stationLocator',
    description:
      'The station locator: search, service and open-now filters, the list of stations (paged) and the map.',
    schema: () =>
      import('./station-locator/station-locator.schema.ts').then((module) => module.stationLocatorSchema),
    component: lazy(() =>
      import('./station-locator/station-locator.tsx').then((module) => module.StationLocator),
    ),
    usesClock: true,
    messages: ['station'],
    fixtures: () =>
      import('./station-locator/station-locator.fixtures.ts').then((module) => module.stationLocatorFixtures),
  }),
  foodMenu: defineBlock({
    contentType: 'foodMenu',
    description: 'A station restaurant’s à la carte menu in sections, with prices and diets.',
    schema: () => import('./food-menu/food-menu.schema.ts').then((module) => module.foodMenuSchema),
    component: lazy(() => import('./food-menu/food-menu.tsx').then((module) => module.FoodMenu), {
      hydration: 'after-start',
    }),
    messages: ['station'],
    fixtures: () => import('./food-menu/food-menu.fixtures.ts').then((module) => module.foodMenuFixtures),
  }),
  stationMap: defineBlock({
    contentType: 'stationMap',
    description:
      'A station page ends with it (built from the station): the station on a small map, its address and directions.',
    schema: () => import('./station-map/station-map.schema.ts').then((module) => module.stationMapSchema),
    component: clientOnly({
      load: () => import('./station-map/station-map.tsx').then((module) => module.StationMap),
      fallback: () =>
        import('./station-map/station-map-fallback.tsx').then((module) => module.StationMapFallback),
    }),
    messages: ['station'],
    fixtures: () =>
      import('./station-map/station-map.fixtures.ts').then((module) => module.stationMapFixtures),
  }),
  form: defineBlock({
    contentType: 'form',
    description:
      'A form editors build from fields (text, e-mail, phone, number, choices, message, consent) with spec §5 rules; sent to the site and stored.',
    schema: () => import('./form/form.schema.ts').then((module) => module.formSchema),
    component: lazy(() => import('./form/form.tsx').then((module) => module.Form)),
    fixtures: () => import('./form/form.fixtures.ts').then((module) => module.formFixtures),
  }),
})

type Registry = typeof blockRegistry

export type BlockContentType = keyof Registry

type SchemaOf<ContentType extends BlockContentType> = Awaited<ReturnType<Registry[ContentType]['loadSchema']>>

/** Parsed data of each block type. */
export type BlockDataMap = { [ContentType in BlockContentType]: z.output<SchemaOf<ContentType>> }

/** The registry seen through the data map, which lets TypeScript pair a block's data with its own parser and component. */
type TypedRegistry = {
  [ContentType in BlockContentType]: {
    contentType: ContentType
    description: string
    providesPageHeading?: boolean
    usesClock?: boolean
    datesShown?(block: BlockDataMap[ContentType]): readonly string[]
    messages?: readonly LazyMessageNamespace[]
    loading: BlockLoadingMode
    hydration: BlockHydration
    loadSchema(): Promise<SchemaOf<ContentType>>
    parse(raw: unknown): z.ZodSafeParseResult<BlockDataMap[ContentType]>
    preload(): Promise<void>
    render(data: BlockDataMap[ContentType]): ReactElement
    fixtures(): Promise<BlockFixtures<SchemaOf<ContentType>>>
  }
}

const typedRegistry: TypedRegistry = blockRegistry

export interface ParsedBlockOf<ContentType extends BlockContentType> {
  id: string
  contentType: ContentType
  data: BlockDataMap[ContentType]
}

/** A block that passed its schema: the union over every registered block. */
export type ParsedBlock = { [ContentType in BlockContentType]: ParsedBlockOf<ContentType> }[BlockContentType]

export function isRegisteredContentType(value: string): value is BlockContentType {
  return Object.hasOwn(blockRegistry, value)
}

export function blockDefinition<ContentType extends BlockContentType>(
  contentType: ContentType,
): TypedRegistry[ContentType] {
  return typedRegistry[contentType]
}

let schemasLoaded: Promise<void> | undefined

/**
 * Loads every block schema once. The server awaits it before it parses a page body; the browser never
 * does, so schemas and Zod stay out of its bundle.
 */
export function loadBlockSchemas(): Promise<void> {
  schemasLoaded ??= Promise.all(
    registeredContentTypes.map((contentType) => typedRegistry[contentType].loadSchema()),
  ).then(() => undefined)
  return schemasLoaded
}

/** The lazily loaded catalogue namespaces the given blocks read (i18n/message-namespaces.ts). */
export function messageNamespacesOf(contentTypes: Iterable<BlockContentType>): LazyMessageNamespace[] {
  const namespaces = new Set<LazyMessageNamespace>()
  for (const contentType of contentTypes) {
    for (const namespace of typedRegistry[contentType].messages ?? []) namespaces.add(namespace)
  }
  return [...namespaces]
}

/**
 * The page's blocks that do not come with the start bundle: their folders, how each loads (ADR 017) and
 * whether the browser needs its code before the page hydrates (ADR 035).
 */
export function deferredBlocksOf(
  contentTypes: Iterable<BlockContentType>,
): { folder: string; loading: BlockLoadingMode; hydration: BlockHydration }[] {
  return [...new Set(contentTypes)]
    .map((contentType) => ({
      folder: blockFolderName(contentType),
      loading: typedRegistry[contentType].loading,
      hydration: typedRegistry[contentType].hydration,
    }))
    .filter((block) => block.loading !== 'eager')
}

/**
 * Loads the code the given blocks render with (ADR 017): lazy blocks' components and client-only
 * blocks' fallbacks. The server awaits it before rendering a page and the browser before a client
 * navigation renders one, so no block renders while its code is on the way; before hydrating
 * (`forHydration`), the browser leaves out the blocks that hydrate after the start (ADR 035), whose
 * server markup stays as it is until their code is here. Eager blocks need nothing.
 */
export async function preloadBlocks(
  contentTypes: Iterable<BlockContentType>,
  { forHydration = false }: { forHydration?: boolean } = {},
): Promise<void> {
  await Promise.all(
    [...new Set(contentTypes)]
      .map((contentType) => typedRegistry[contentType])
      .filter((definition) => !forHydration || definition.hydration === 'at-start')
      .map((definition) => definition.preload()),
  )
}

/** Every registered block, in registry order (catalogue, tests, exports). */
export const registeredContentTypes = Object.keys(blockRegistry).filter(isRegisteredContentType)

/**
 * Narrows a block whose data just came out of its own content type's schema. The data's shape is
 * guaranteed by that parse (see parseBlock); the check here pairs it with the content type.
 */
function isParsedBlock(candidate: {
  id: string
  contentType: BlockContentType
  data: unknown
}): candidate is ParsedBlock {
  return isRegisteredContentType(candidate.contentType)
}

export function parseBlock(
  contentType: BlockContentType,
  id: string,
  raw: unknown,
): { ok: true; block: ParsedBlock } | { ok: false; error: z.ZodError } {
  const result = typedRegistry[contentType].parse(raw)
  if (!result.success) return { ok: false, error: result.error }
  const candidate = { id, contentType, data: result.data }
  if (!isParsedBlock(candidate)) throw new Error(`${contentType} is not a registered block`)
  return { ok: true, block: candidate }
}

export function renderBlock<ContentType extends BlockContentType>(
  block: ParsedBlockOf<ContentType>,
): ReactElement {
  return typedRegistry[block.contentType].render(block.data)
}

/** The date-times a parsed block shows as dates (`datesShown`); none for most blocks. */
export function datesShownBy<ContentType extends BlockContentType>(
  block: ParsedBlockOf<ContentType>,
): readonly string[] {
  return typedRegistry[block.contentType].datesShown?.(block.data) ?? []
}
