import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, following changes. The server cannot know the viewport, so it renders
 * with `serverValue`; React re-renders with the real answer right after hydration.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

/** spec §9 breakpoints: from 992 px up the site shows its desktop frame. */
export const desktopMediaQuery = '(min-width: 992px)'
