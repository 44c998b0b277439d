import { cmsHandlers } from './cms-handlers.ts'

/** Every upstream's handlers; a test adds or overrides with `mockServer.use(...)`. */
export const handlers = [...cmsHandlers]
