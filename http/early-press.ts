import { brand } from '#config/brand.ts'

/**
 * Presses on buttons before the part of the page they sit in has hydrated (ADR 044). The page paints
 * before its scripts run (ADR 039, ADR 040), so a visitor can press a button that has no handler yet; a
 * link or a form works without one, a `type="button"` does not, and React hands it no click it did not
 * see. The page's first script (http/page-first-script.ts) notes, from the page's first moment, a click
 * on any element marked with `earlyPressAttribute`; the button's code, once it runs, does what the
 * press asked for (`components/use-early-press.ts`). A button pressed twice before then is pressed once:
 * the visitor pressed again because nothing happened, not to have it twice.
 */

/** Marks a button whose press before hydration is kept. */
export const earlyPressAttribute = 'data-early-press'

/** The window's property holding the presses the page's first script noted. */
export const earlyPressesProperty = `${brand.prefix}EarlyPresses`

/**
 * The listener, as text (part of the page's first script, one constant text, which a shared answer's
 * policy admits by its hash). In the capture phase, so it hears a click that React's root, not yet or
 * no longer listening for that part, would stop; a control whose code runs (`hydrated`) is left to it.
 * Each press is numbered, so of several controls pressed the last can be told (`takeLatestEarlyPress`).
 * A marked send button's own send is held back: its form is sent by its code once it runs
 * (components/forms/form-hook.tsx), never by the browser as a plain form, which would put every field
 * into the page's address and load the page again without them.
 */
export const earlyPressListener = `(function(){var presses={pressed:new WeakMap(),hydrated:new WeakSet(),count:0};window.${earlyPressesProperty}=presses;document.addEventListener('click',function(event){var control=event.target instanceof Element?event.target.closest('[${earlyPressAttribute}]'):null;if(control===null||presses.hydrated.has(control))return;presses.pressed.set(control,++presses.count);if(control instanceof HTMLButtonElement&&control.type==='submit')event.preventDefault()},true)})();`

interface EarlyPresses {
  pressed: WeakMap<Element, unknown>
  hydrated: WeakSet<Element>
}

function earlyPresses(): EarlyPresses | null {
  if (typeof window === 'undefined') return null
  const presses: unknown = Reflect.get(window, earlyPressesProperty)
  if (typeof presses !== 'object' || presses === null) return null
  if (!('pressed' in presses) || !(presses.pressed instanceof WeakMap)) return null
  if (!('hydrated' in presses) || !(presses.hydrated instanceof WeakSet)) return null
  return { pressed: presses.pressed, hydrated: presses.hydrated }
}

/**
 * Called by a control's code as it starts: from now on its clicks are its own. True when it was pressed
 * before, once however often; the press is then forgotten.
 */
export function takeEarlyPress(control: Element): boolean {
  return takeLatestEarlyPress([control]) === control
}

/**
 * `takeEarlyPress` for controls that answer one question (a dialog's answers): of those pressed before
 * their code started, the one pressed last, or null. The visitor who pressed one and then, since nothing
 * happened, another, meant the other. Every press on them is forgotten.
 */
export function takeLatestEarlyPress(controls: Iterable<Element>): Element | null {
  const presses = earlyPresses()
  if (presses === null) return null
  let latest: { control: Element; number: number } | null = null
  for (const control of controls) {
    presses.hydrated.add(control)
    const number = presses.pressed.get(control)
    presses.pressed.delete(control)
    if (typeof number === 'number' && (latest === null || number > latest.number))
      latest = { control, number }
  }
  return latest?.control ?? null
}
