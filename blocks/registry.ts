import type { ReactElement } from 'react'
import type { z } from 'zod'
import { defineBlock, type BlockFixtures } from './define-block.ts'
import { heroSchema } from './hero/hero.schema.ts'
import { Hero } from './hero/hero.tsx'
import { richTextBlockSchema } from './rich-text/rich-text.schema.ts'
import { RichText } from './rich-text/rich-text.tsx'

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
    schema: heroSchema,
    Component: Hero,
    providesPageHeading: true,
    fixtures: () => import('./hero/hero.fixtures.ts').then((module) => module.heroFixtures),
  }),
  richText: defineBlock({
    contentType: 'richText',
    description: 'Formatted text (paragraphs, lists, tables, links) with an optional heading.',
    schema: richTextBlockSchema,
    Component: RichText,
    fixtures: () => import('./rich-text/rich-text.fixtures.ts').then((module) => module.richTextFixtures),
  }),
})

type Registry = typeof blockRegistry

export type BlockContentType = keyof Registry

type SchemaOf<ContentType extends BlockContentType> = Registry[ContentType]['schema']

/** Parsed data of each block type. */
export type BlockDataMap = { [ContentType in BlockContentType]: z.output<SchemaOf<ContentType>> }

/** The registry seen through the data map, which lets TypeScript pair a block's data with its own parser and component. */
type TypedRegistry = {
  [ContentType in BlockContentType]: {
    contentType: ContentType
    description: string
    providesPageHeading?: boolean
    schema: SchemaOf<ContentType>
    parse(raw: unknown): z.ZodSafeParseResult<BlockDataMap[ContentType]>
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
