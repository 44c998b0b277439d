import type { Logger } from './logger.server.ts'

/** Variables every Hono handler can read from its context. */
export interface AppEnv {
  Variables: {
    /** Hono's `requestId` middleware sets it (server/middleware/request-context.server.ts). */
    requestId: string
    /**
     * 128-bit, base64, for personal answers only (`private, no-store`: preview, later account and
     * checkout): on every script tag and in the CSP header. Null for an answer a shared cache may keep,
     * whose CSP holds without one (ADR 015): a nonce a CDN hands to everyone is no secret.
     */
    cspNonce: string | null
    logger: Logger
  }
}
