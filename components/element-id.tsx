import { createContext, useContext, useId, useState, type ReactNode } from 'react'

/**
 * Ids for the elements other elements point at: a label's `for`, `aria-labelledby`, `aria-describedby`,
 * `aria-controls`. The server's and the browser's render must give each element the same id, and no
 * two elements of the page may share one (ADR 048).
 *
 * Preact's `useId` counts every component of the page in the order the browser renders it. A part that
 * hydrates after the start (ADR 035) is rendered later in the browser than on the server, so the parts
 * after it, and the parts the browser mounts meanwhile, counted differently: the consent dialog got the
 * ids the server had given the footer's headings. Here each such part counts in a scope of its own,
 * named for it: its ids are the same whenever it renders, and never another part's.
 */
class Scope {
  /** The ids given so far in this scope, in render order. */
  private given = 0

  constructor(readonly name: string) {}

  /** The next id of the scope. */
  next(): string {
    const id = `${this.name}-${String(this.given)}`
    this.given += 1
    return id
  }
}

const ScopeContext = createContext<Scope | null>(null)

/**
 * The ids of the elements inside are counted apart from the page's, under `name`, which must be unique
 * among the scopes of a page: a block's id, or the name of a part of the frame. A scope inside a scope
 * takes the outer's name in front of its own.
 */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  const outer = useContext(ScopeContext)
  // Made once per mount and never changed: a part not hydrated yet is rendered again from scratch when
  // a provider above it hands down a new value (blocks/preloadable-component.tsx).
  const [scope] = useState(() => new Scope(outer === null ? idSafe(name) : `${outer.name}-${idSafe(name)}`))
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>
}

/**
 * An id for an element of this component, the same for as long as it is mounted. Inside an `IdScope` it
 * is the scope's name and the component's place in the scope's render order; outside any (a component
 * rendered on its own in a test or a story) the renderer's own id.
 */
export function useElementId(): string {
  const scope = useContext(ScopeContext)
  const own = useId()
  const [id] = useState(() => (scope === null ? own : scope.next()))
  return id
}

/** A name as part of an id: an id holds no whitespace, as lists of ids are separated by it. */
function idSafe(name: string): string {
  return name.replace(/\s+/g, '_')
}
