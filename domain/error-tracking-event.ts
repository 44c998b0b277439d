/**
 * spec §4 error page tracking: a 404 is a visitor struggling to find something; every other status is
 * an exception in the site itself.
 */
export interface ErrorTrackingEvent {
  event: 'struggle' | 'exception'
  errorStatus: number
  errorPath: string
}

export function errorTrackingEvent(status: number, path: string): ErrorTrackingEvent {
  return { event: status === 404 ? 'struggle' : 'exception', errorStatus: status, errorPath: path }
}
