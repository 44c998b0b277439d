import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'
import { earlyPressAttribute, takeEarlyPress } from '#http/early-press.ts'

/** Spread on a button whose press before hydration is kept (ADR 044, http/early-press.ts). */
export const earlyPressMark = { [earlyPressAttribute]: '' } as const

/**
 * A button's press before hydration, done once its code runs (ADR 044). Give the button `earlyPressMark`
 * and the ref this returns; `onEarlyPress` runs once, as the button is attached in hydration's commit,
 * before the browser paints the hydrated page, when the visitor pressed it while it had no handler yet.
 * `controlRef`, when given, is filled with the button as an object ref would be.
 */
export function useEarlyPress<Control extends HTMLElement>(
  onEarlyPress: () => void,
  controlRef?: RefObject<Control | null>,
): (control: Control | null) => void {
  const pressed = useRef(onEarlyPress)
  useLayoutEffect(() => {
    pressed.current = onEarlyPress
  })
  return useCallback(
    (control: Control | null) => {
      if (controlRef !== undefined) controlRef.current = control
      if (control !== null && takeEarlyPress(control)) pressed.current()
    },
    [controlRef],
  )
}
