import { TrieRouter } from 'hono/router/trie-router'

/** A route as Hono lists it (`app.routes`): its method (`ALL` for `all()` and `use()`) and path pattern. */
export interface RouteEntry {
  method: string
  path: string
}

/** What every page and file answers: reading only. */
export const readMethods = ['GET', 'HEAD'] as const

/** The `Allow` header value for a list of methods (RFC 9110 §10.2.1). */
export function allowHeader(methods: readonly string[]): string {
  return methods.join(', ')
}

/**
 * The methods each path of the server's own endpoints takes, read off the routes they were registered
 * with, so `405` and `Allow` can never disagree with the routes themselves (issue 11). `ALL` routes
 * (middleware, and endpoints that check their method themselves) say nothing about methods and are left
 * out. A GET route also answers HEAD (Hono runs GET handlers for HEAD and drops the body).
 */
export function createMethodTable(routes: readonly RouteEntry[]): (pathname: string) => readonly string[] {
  const router = new TrieRouter<string>()
  for (const route of routes) {
    if (route.method === 'ALL') continue
    // Added under ALL so one match of any method finds every route on the path; the value is its method.
    router.add('ALL', route.path, route.method.toUpperCase())
  }
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
  return (pathname) => {
    const [matches] = router.match('GET', pathname)
    if (matches.length === 0) return []
    const methods = new Set(matches.map(([method]) => method))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort((a, b) => rank(order, a) - rank(order, b))
  }
}

function rank(order: readonly string[], method: string): number {
  const index = order.indexOf(method)
  return index === -1 ? order.length : index
}
