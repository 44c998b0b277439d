import { useCallback, useRef, type RefObject } from 'react'

/**
 * A control whose no-script form (a link to a `:target`) becomes a button as its part hydrates: React
 * replaces the element, and the focus on it would fall back to the page's start. A keyboard visitor who
 * reached the link keeps their place: the button takes the focus the link had.
 *
 * Returns the link's ref and the button's (which also fills `controlRef`, when given, as an object ref
 * would). The link's ref is detached before React removes it from the page, so it can still tell
 * whether it has the focus; the button's is attached afterwards, before the browser paints.
 */
export function useFocusCarriedOver<Enhanced extends HTMLElement>(
  controlRef?: RefObject<Enhanced | null>,
): readonly [
  linkRef: (element: HTMLElement | null) => (() => void) | undefined,
  buttonRef: (element: Enhanced | null) => void,
] {
  const hadFocus = useRef(false)
  const linkRef = useCallback((element: HTMLElement | null) => {
    if (element === null) return undefined
    return () => {
      hadFocus.current = element === document.activeElement
    }
  }, [])
  const buttonRef = useCallback(
    (element: Enhanced | null) => {
      if (controlRef !== undefined) controlRef.current = element
      if (element === null || !hadFocus.current) return
      hadFocus.current = false
      element.focus()
    },
    [controlRef],
  )
  return [linkRef, buttonRef] as const
}
