import { useEffect, useRef } from 'react'
import { isCrawlerUserAgent } from '#domain/crawler-user-agent.ts'
import { errorTrackingEvent } from '#domain/error-tracking-event.ts'
import { pushToDataLayer } from './data-layer.ts'

/**
 * spec §4 error page tracking: once the error page is live in the browser (after hydration, or after a
 * client-side navigation to it), one struggle/exception event goes to the tag manager's data layer,
 * through the consent gate (components/data-layer.ts): queued until the visitor chooses, dropped on a
 * refusal. Effects never run on the server, so a server render tracks nothing by itself. A crawler that
 * runs the page's script is not a visitor (spec §8): the server already reported its error to the
 * application's error hook (server/middleware/crawler-errors.server.ts), so nothing is tracked.
 */
export function useErrorTracking(status: number, path: string): void {
  // React's development double-run of effects must not count one error twice.
  const tracked = useRef<string | null>(null)
  useEffect(() => {
    const key = `${status} ${path}`
    if (tracked.current === key) return
    tracked.current = key
    if (isCrawlerUserAgent(navigator.userAgent)) return
    pushToDataLayer(window, errorTrackingEvent(status, path))
  }, [status, path])
}
