import { isObject, payloadMemo, toPayload } from './json-payload.ts'
import type { LocatorView } from './locator-view.ts'

/**
 * Checks the envelope. The answer inside was worked out on the server (pages/content/+data.ts) from the
 * station list and the parsed query moments before it was serialized, so its shape is LocatorView's.
 */
function isLocatorView(value: unknown): value is LocatorView {
  return (
    isObject(value) &&
    isObject(value.query) &&
    Array.isArray(value.items) &&
    Array.isArray(value.facets) &&
    typeof value.total === 'number' &&
    typeof value.pageCount === 'number'
  )
}

/**
 * The locator's answer travels to the browser as one JSON string, as a page's blocks and the layout do
 * (components/json-payload.ts): Vike's serializer walked its twenty rows value by value, a twentieth of
 * an uncached locator request (issue 17). It differs by query, so it is made per request; the server
 * renders from the object it was made from (remembered here, between the page's data and its render,
 * for as many requests as are rendered at once), and the browser parses it once.
 */
const answers = payloadMemo(isLocatorView, 'the locator payload does not hold a locator answer', 32)

export function locatorPayload(view: LocatorView): string {
  return toPayload(answers, view)
}

export function locatorFromPayload(payload: string): LocatorView {
  return answers.read(payload)
}
