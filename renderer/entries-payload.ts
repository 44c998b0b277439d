import { isRegisteredContentType, type BlockContentType } from '#blocks/registry.ts'
import { isObject, payloadMemo, toPayload } from '#components/json-payload.ts'
import type { BodyEntry } from './parse-body.ts'

/**
 * Checks the envelope of each entry. The block data inside was produced by the block's own schema on
 * the server moments before it was serialized, so its shape is the one its content type declares.
 */
function isBodyEntryList(value: unknown): value is BodyEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry: unknown) => {
      if (!isObject(entry)) return false
      if (entry.status === 'ok') {
        const block = entry.block
        return (
          isObject(block) &&
          typeof block.id === 'string' &&
          typeof block.contentType === 'string' &&
          isRegisteredContentType(block.contentType) &&
          'data' in block
        )
      }
      return (entry.status === 'invalid' || entry.status === 'unknown') && typeof entry.id === 'string'
    })
  )
}

/**
 * A page's blocks travel to the browser as one JSON string, serialized once per content version
 * (components/json-payload.ts): for a page of 200 blocks, Vike's walk of the page data cost more than
 * rendering the blocks (bench, issue 3).
 */
const pages = payloadMemo(isBodyEntryList, 'the page payload does not hold page blocks', 64)

export function entriesPayload(entries: BodyEntry[]): string {
  return toPayload(pages, entries)
}

export function entriesFromPayload(payload: string): BodyEntry[] {
  return pages.read(payload)
}

/** The content types of a page's shown blocks (which block code the page needs). */
export function contentTypesOf(entries: readonly BodyEntry[]): BlockContentType[] {
  return entries.flatMap((entry) => (entry.status === 'ok' ? [entry.block.contentType] : []))
}
