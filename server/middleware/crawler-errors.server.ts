import { createMiddleware } from 'hono/factory'
import { isCrawlerUserAgent } from '#domain/crawler-user-agent.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Logger } from '#server/logger.server.ts'

export interface CrawlerError {
  status: number
  path: string
  userAgent: string
}

/** The message of the report, one to search the log for. */
export const crawlerErrorMessage = 'error page served to a crawler'

/**
 * spec §8: the application's error hook for errors a crawler saw. A crawler's 404 or 500 is a page the
 * search engines may drop or a link that rots in their index, which the site's operators must see; it is
 * not a visitor's struggle, so the tag manager never hears of it (components/error-tracking.ts). Server
 * errors are logged as errors, the rest as warnings.
 */
export function reportCrawlerError(logger: Logger, error: CrawlerError): void {
  const fields = { crawlerError: error }
  if (error.status >= 500) logger.error(fields, crawlerErrorMessage)
  else logger.warn(fields, crawlerErrorMessage)
}

/**
 * Around the pages: an error page (an HTML answer of status 400 or more) answered to a crawler's user
 * agent goes to `reportCrawlerError`. API answers are left to their own error handling.
 */
export function crawlerErrors() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next()
    const status = c.res.status
    if (status < 400) return
    const userAgent = c.req.header('user-agent')
    if (userAgent === undefined || !isCrawlerUserAgent(userAgent)) return
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return
    reportCrawlerError(c.get('logger'), { status, path: new URL(c.req.url).pathname, userAgent })
  })
}
