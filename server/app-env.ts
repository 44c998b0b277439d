import type { Logger } from './logger.server.ts'

/** Variables every Hono handler can read from its context. */
export interface AppEnv {
  Variables: {
    requestId: string
    /** 128-bit, base64: one per request, on every script tag and in the CSP header. */
    cspNonce: string
    logger: Logger
  }
}
