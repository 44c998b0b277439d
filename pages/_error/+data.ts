// https://vike.dev/data — the error page's own data: what the server knows about the failed request.
import type { PageContextServer } from 'vike/types'
import { errorStatus } from '#components/error-status.ts'
import type { DevelopmentError } from '#components/error-view.tsx'
import { isSharedCacheableStatus } from '#server/middleware/page-context.server.ts'

export interface Data {
  kind: 'error'
  /**
   * The id the request was logged under (X-Request-Id), so a visitor can quote it. Left out of an answer
   * a shared cache may keep (a 404 outside preview, ADR 015): the id would be another visitor's.
   */
  requestId: string | undefined
  /** Development only: production never sends an error's message or stack to the browser. */
  developmentError: DevelopmentError | undefined
}

export function data(pageContext: PageContextServer): Data {
  const shared = !pageContext.preview && isSharedCacheableStatus(errorStatus(pageContext))
  return {
    kind: 'error',
    requestId: shared ? undefined : pageContext.requestId,
    developmentError: import.meta.env.DEV ? developmentErrorOf(pageContext.errorWhileRendering) : undefined,
  }
}

function developmentErrorOf(error: unknown): DevelopmentError | undefined {
  if (error instanceof Error) return { message: error.message, stack: error.stack }
  return undefined
}
