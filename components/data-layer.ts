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
