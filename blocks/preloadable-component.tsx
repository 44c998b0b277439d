import { lazy, type ComponentType } from 'react'

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
  const Suspending = lazy(async () => ({ default: await start() }))
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
