import { createElement, type ComponentType, type ReactElement } from 'react'
import type { z } from 'zod'
import type { LazyMessageNamespace } from '#i18n/message-namespaces.ts'
import { ClientOnlyBlock } from './client-only-block.tsx'
import { preloadableComponent, type PreloadableComponent } from './preloadable-component.tsx'

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

type BlockComponentType<Data> = ComponentType<BlockProps<Data>>

/**
 * How a block's component reaches the browser (ADR 017). A page never downloads the code of a block it
 * does not show:
 * - `eager`: in every page's start bundle; for small blocks above the fold (hero, rich text, article);
 * - `lazy`: its own chunk. The server renders it as any block; the browser loads the chunks of the
 *   page's blocks before it hydrates (pages/+onBeforeRenderClient.ts), so the markup never changes.
 *   With `{ hydration: 'after-start' }` (ADR 035), for a block with nothing to do before the visitor
 *   acts, the browser hydrates the page without it: React keeps the server's markup of the block as it
 *   is and hydrates it when its chunk, fetched as hydration starts, is here;
 * - `client-only`: the server renders `fallback` (its own small chunk, e.g. a list or a static
 *   picture); the browser loads the component when the block nears the viewport and shows it there.
 */
export type BlockLoading<Data> =
  | { loading: 'eager'; Component: BlockComponentType<Data> }
  | { loading: 'lazy'; load: () => Promise<BlockComponentType<Data>>; hydration: BlockHydration }
  | {
      loading: 'client-only'
      load: () => Promise<BlockComponentType<Data>>
      fallback: () => Promise<BlockComponentType<Data>>
    }

export type BlockLoadingMode = BlockLoading<unknown>['loading']

/**
 * When the browser needs a block's code (ADR 035): `at-start`, before the page hydrates; `after-start`,
 * once it has (a lazy block with no state and no handlers: its server markup works as it is).
 */
export type BlockHydration = 'at-start' | 'after-start'

/** In every page's bundle: for small blocks above the fold. */
export function eager<Data>(Component: BlockComponentType<Data>): BlockLoading<Data> {
  return { loading: 'eager', Component }
}

/**
 * Its own chunk, loaded only by pages that have the block; rendered on the server as usual. Hydrated
 * with the page, or after it with `{ hydration: 'after-start' }` (ADR 035).
 */
export function lazy<Data>(
  load: () => Promise<BlockComponentType<Data>>,
  options: { hydration?: BlockHydration } = {},
): BlockLoading<Data> {
  return { loading: 'lazy', load, hydration: options.hydration ?? 'at-start' }
}

/** Rendered in the browser only, near the viewport; the server renders `fallback` in its place. */
export function clientOnly<Data>(options: {
  load: () => Promise<BlockComponentType<Data>>
  fallback: () => Promise<BlockComponentType<Data>>
}): BlockLoading<Data> {
  return { loading: 'client-only', ...options }
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
  /** The block's component and how it loads: `eager(…)`, `lazy(() => import(…))` or `clientOnly({…})`. */
  component: BlockLoading<z.output<Schema>>
  /** When first on a page, this block's heading is the page's h1 (hero, article). */
  providesPageHeading?: boolean
  /**
   * The block shows something that depends on the time (today's opening hours, open now): its page
   * carries the minute it was rendered, so the browser hydrates with the same time (components/page-clock.tsx).
   */
  usesClock?: boolean
  /**
   * The date-times the block shows as dates (i18n/format-date.ts, `long`): its page carries the server's
   * text of each, so the browser hydrates without loading Intl's locale data (components/date-text.ts).
   */
  datesShown?: (block: z.output<Schema>) => readonly string[]
  /**
   * The catalogue namespaces the block's texts live in that the browser loads on demand
   * (i18n/message-namespaces.ts): a page with this block loads them before it hydrates.
   */
  messages?: readonly LazyMessageNamespace[]
  /**
   * Loaded on demand, so the browser bundle never carries them; tests, stories and the contract export
   * load them.
   */
  fixtures: () => Promise<BlockFixtures<Schema>>
}

export interface BlockDefinition<
  ContentType extends string,
  Schema extends z.ZodType<BlockBase & { contentType: ContentType }>,
> extends Omit<BlockDefinitionInput<ContentType, Schema>, 'schema' | 'component'> {
  loading: BlockLoadingMode
  /** Whether the browser loads the block's code before the page hydrates or after (ADR 035). */
  hydration: BlockHydration
  /** The block's schema, loaded once. */
  loadSchema(): Promise<Schema>
  /** Parses one block of a page body; the schema must have been loaded (`loadSchema`). */
  parse(raw: unknown): z.ZodSafeParseResult<z.output<Schema>>
  /**
   * Loads the code the block renders with right away (a lazy block's component, a client-only block's
   * fallback), so rendering it never waits: the server before it renders a page, the browser before it
   * hydrates one (unless the block hydrates after the start) and before a client navigation renders one.
   * Nothing to do for an eager block.
   */
  preload(): Promise<void>
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
  const { schema: importSchema, component, ...rest } = definition
  let loaded: Schema | undefined
  let loading: Promise<Schema> | undefined
  const loadSchema = () => {
    loading ??= importSchema().then((schema) => (loaded = schema))
    return loading
  }
  const { Component, preload } = renderedComponent(component)
  return {
    ...rest,
    loading: component.loading,
    hydration: component.loading === 'lazy' ? component.hydration : 'at-start',
    loadSchema,
    parse: (raw) => {
      if (loaded === undefined) {
        throw new Error(
          `the ${definition.contentType} schema is not loaded yet: await loadBlockSchemas() first`,
        )
      }
      return loaded.safeParse(raw)
    },
    preload,
    render: (data) => createElement(Component, { block: data }),
  }
}

/** The component the renderer puts in the page for each loading mode, and what to load before it. */
function renderedComponent<Data>(component: BlockLoading<Data>): PreloadableComponent<BlockProps<Data>> {
  if (component.loading === 'eager') {
    return { Component: component.Component, preload: () => Promise.resolve() }
  }
  if (component.loading === 'lazy') {
    return preloadableComponent(component.load, {
      keepServerMarkupOnFailure: component.hydration === 'after-start',
    })
  }
  const fallback = preloadableComponent(component.fallback)
  const load = component.load
  function ClientOnly(props: BlockProps<Data>) {
    return createElement(ClientOnlyBlock<BlockProps<Data>>, { props, Fallback: fallback.Component, load })
  }
  return { Component: ClientOnly, preload: fallback.preload }
}
