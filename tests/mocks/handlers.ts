import { cmsHandlers } from './cms-handlers.ts'
import { proxyHandlers } from './proxy-handlers.ts'

/**
 * Every upstream's handlers, and the site's proxy as a browser sees it; a test adds or overrides with
 * `mockServer.use(...)`.
 */
export const handlers = [...cmsHandlers, ...proxyHandlers]
