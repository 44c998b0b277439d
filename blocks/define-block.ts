import { createElement, type ComponentType, type ReactElement } from 'react'
import type { z } from 'zod'

/** What every block's data carries: a stable id (the React key) and its content type. */
export interface BlockBase {
  id: string
  contentType: string
}

/** Named examples of a block's data as the content system sends it (before parsing). */
export type BlockFixtures<Schema extends z.ZodType> = Readonly<Record<string, z.input<Schema>>>

/** A block component receives its parsed data as `block`. */
export interface BlockProps<Data> {
  block: Data
}

export interface BlockDefinitionInput<
  ContentType extends string,
  Schema extends z.ZodType<BlockBase & { contentType: ContentType }>,
> {
  contentType: ContentType
  /** One line for editors: what the block is for (shown in the catalogue and the content contract). */
  description: string
  /**
   * Loaded on demand, like the fixtures: only the server parses content, so the browser bundle never
   * carries the schemas (or Zod). The server loads them once before its first parse (`loadBlockSchemas`).
   */
  schema: () => Promise<Schema>
  Component: ComponentType<BlockProps<z.output<Schema>>>
  /** When first on a page, this block's heading is the page's h1 (hero, article). */
  providesPageHeading?: boolean
  /**
   * Loaded on demand, so the browser bundle never carries them; tests, stories and the contract export
   * load them.
   */
  fixtures: () => Promise<BlockFixtures<Schema>>
}

export interface BlockDefinition<
  ContentType extends string,
  Schema extends z.ZodType<BlockBase & { contentType: ContentType }>,
> extends Omit<BlockDefinitionInput<ContentType, Schema>, 'schema'> {
  /** The block's schema, loaded once. */
  loadSchema(): Promise<Schema>
  /** Parses one block of a page body; the schema must have been loaded (`loadSchema`). */
  parse(raw: unknown): z.ZodSafeParseResult<z.output<Schema>>
  /** Renders parsed data with the block's component. */
  render(data: z.output<Schema>): ReactElement
}

/**
 * Registers a block. Generic so the component must accept exactly what the schema produces; the parse
 * and render closures keep that pairing, so the renderer needs no casts (DESIGN §4).
 */
export function defineBlock<
  const ContentType extends string,
  Schema extends z.ZodType<BlockBase & { contentType: ContentType }>,
>(definition: BlockDefinitionInput<ContentType, Schema>): BlockDefinition<ContentType, Schema> {
  const { schema: importSchema, Component, ...rest } = definition
  let loaded: Schema | undefined
  let loading: Promise<Schema> | undefined
  const loadSchema = () => {
    loading ??= importSchema().then((schema) => (loaded = schema))
    return loading
  }
  return {
    ...rest,
    Component,
    loadSchema,
    parse: (raw) => {
      if (loaded === undefined) {
        throw new Error(
          `the ${definition.contentType} schema is not loaded yet: await loadBlockSchemas() first`,
        )
      }
      return loaded.safeParse(raw)
    },
    render: (data) => createElement(Component, { block: data }),
  }
}
