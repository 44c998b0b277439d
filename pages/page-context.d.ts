import type { Locale } from '#schemas/locale.ts'
import type { Services } from '#server/services/services.server.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** From the path prefix, else the default (spec §2.1); set by +onBeforeRoute. */
      locale: Locale
      /** A leading /preview segment was present (spec §7). */
      preview: boolean
      /** The page path with preview and locale segments removed; `/` for the landing page. */
      contentPath: string
    }
    interface PageContextServer {
      requestId: string
      services: Services
    }
    interface Server {
      server: 'hono'
    }
  }
}

export {}
