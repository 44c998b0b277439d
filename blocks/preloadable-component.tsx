import { lazy, memo, Suspense, type ComponentType } from 'react'
import { IdScope } from '#components/element-id.tsx'
import { HydrationSlice } from '#components/hydration-slices.tsx'

/** How long a part that hydrates after the start waits before it asks for its chunk a second time. */
const retryAfterFailureMs = 3000

/** A component whose code loads on demand, and the way to load it before it is rendered. */
export interface PreloadableComponent<Props> {
  Component: ComponentType<Props>
  preload: () => Promise<void>
}

/**
 * A component from its own chunk (ADR 017). Once `preload` has finished it renders synchronously, as if
 * it had been imported: the server preloads the page's blocks before it renders, the browser before it
 * hydrates, so neither ever suspends. A render that still comes first (a client navigation that raced the
 * preload) suspends until the chunk is there, inside the block's own Suspense boundary. A failed load is
 * forgotten, so the next attempt fetches again.
 */
export function preloadableComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: {
    /**
     * For a part the browser hydrates after the start (ADR 035): its server markup is on the screen and
     * works as it is. A chunk that does not load, after one more try, leaves it so; failing, the render
     * would reach the block's error boundary, which puts nothing in its place.
     */
    keepServerMarkupOnFailure?: boolean
  } = {},
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const startForRender = options.keepServerMarkupOnFailure
    ? () =>
        start()
          .catch(() => new Promise((resolve) => setTimeout(resolve, retryAfterFailureMs)).then(start))
          .catch(() => new Promise<never>(() => undefined))
    : start
  const Suspending = lazy(async () => ({ default: await startForRender() }))
  function Preloadable(props: Props) {
    const Loaded = loaded
    return Loaded === undefined ? <Suspending {...props} /> : <Loaded {...props} />
  }
  return {
    Component: Preloadable,
    preload: async () => {
      await start()
    },
  }
}

/**
 * A part of the page's frame that hydrates after the start (ADR 035), as the blocks of
 * `lazy(…, { hydration: 'after-start' })` do: the server loads its code before its first render and
 * renders it like any component; in the browser its code is not in the start bundle. Hydration leaves
 * the server's markup as it is, inside the part's Suspense boundary, and hydrates it once the chunk is
 * here. A chunk that does not load, after one more try, leaves the server's markup in place.
 *
 * A boundary not hydrated yet is rendered from scratch in the browser, the server's markup thrown away,
 * when new props or a changed context reach it before its code is here. So the part is memoized against
 * its parent's renders (give it props that stay the same objects), and the providers above it hand down
 * objects that never change (components/value-store.ts).
 */
export function afterStartPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): { Part: ComponentType<Props>; preload: () => Promise<void> } {
  const part = preloadableComponent(load, { keepServerMarkupOnFailure: true })
  const Part = memo(function AfterStartPart(props: Props) {
    // Rendered later in the browser than on the server: its ids are counted apart, under `name`. Its
    // code is asked for in its turn among the page's hydration slices, not in the frame's task (ADR 048).
    return (
      <IdScope name={name}>
        <Suspense fallback={null}>
          <HydrationSlice name={name}>
            <part.Component {...props} />
          </HydrationSlice>
        </Suspense>
      </IdScope>
    )
  })
  return { Part, preload: part.preload }
}
