/**
 * Whether the page has hydrated, read in the browser from the marks Preact leaves (ADR 048): the page's
 * root holds its tree of virtual nodes (`__k`, its children), and each node the element it rendered or
 * adopted (`__e`). The functions are passed to Playwright's `page.evaluate` as they are, so each is
 * self-contained: no imports, no closure over this module.
 */

/** The page's root has been hydrated: Preact keeps its tree on it. */
export function rootIsHydrated(): boolean {
  const root = document.getElementById('root')
  return root !== null && Reflect.get(root, '__k') !== undefined
}

/**
 * The first element matching `selector` belongs to the hydrated tree: a node of it rendered or adopted
 * the element. A part that hydrates after the start (ADR 035) is not, until its code is here.
 */
export function elementIsHydrated(selector: string): boolean {
  const element = document.querySelector(selector)
  const root = document.getElementById('root')
  if (element === null || root === null) return false
  const seen = new Set<unknown>()
  const pending: unknown[] = [Reflect.get(root, '__k')]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    seen.add(node)
    if (Reflect.get(node, '__e') === element) return true
    const children: unknown = Reflect.get(node, '__k')
    if (Array.isArray(children)) {
      const list: unknown[] = children
      pending.push(...list)
    }
  }
  return false
}
