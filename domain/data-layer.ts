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

function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value)
}

/**
 * Pushes an event onto the tag manager's `dataLayer` on `target` (the window), creating the array when
 * the tag manager has not loaded (yet): it reads the events already queued once it starts.
 */
export function pushToDataLayer(target: object, event: object): void {
  const existing: unknown = Reflect.get(target, 'dataLayer')
  if (isArray(existing)) {
    existing.push(event)
    return
  }
  Reflect.set(target, 'dataLayer', [event])
}
