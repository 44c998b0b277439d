import { lazy, type ComponentType } from 'react'

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
