import ReactDOMClient from 'react-dom/client'
import { startTransition } from 'react'

type HydrateRoot = typeof ReactDOMClient.hydrateRoot

/** The client modules whose `hydrateRoot` already hydrates in a transition. */
const inTransition = new WeakSet<object>()

/**
 * `hydrateRoot`, called inside a transition. React picks a root's hydration lane when `hydrateRoot` is
 * called: outside a transition it is a blocking lane, hydrated in one task nothing can interrupt; inside
 * one, React hydrates in slices of about 5 ms and yields to the browser between them, and a tap
 * meanwhile hydrates the rest at once, before its event is handled (ADR 046).
 */
export function hydrateInTransition(hydrateRoot: HydrateRoot): HydrateRoot {
  return (container, initialChildren, options) => {
    let root: ReturnType<HydrateRoot> | undefined
    // startTransition runs its callback synchronously, so the root is there when it returns.
    startTransition(() => {
      root = hydrateRoot(container, initialChildren, options)
    })
    if (root === undefined) throw new Error('hydrateRoot returned no root')
    return root
  }
}

/**
 * Makes every later `hydrateRoot` of this client module hydrate in a transition (ADR 046). vike-react
 * calls `hydrateRoot` itself, after awaiting the page's `onBeforeRenderClient`, so a transition of ours
 * around its hook would have ended by then; it reads the function from the module's exports at the
 * call, so replacing it there, before the first page hydrates, reaches that call. Returns false, and
 * leaves hydration as it was, where the exports cannot be written.
 */
export function hydrateEveryRootInTransition(client: { hydrateRoot: HydrateRoot } = ReactDOMClient): boolean {
  if (inTransition.has(client)) return true
  if (!Reflect.set(client, 'hydrateRoot', hydrateInTransition(client.hydrateRoot))) return false
  inTransition.add(client)
  return true
}
