import { isRegisteredContentType, type BlockContentType } from '#blocks/registry.ts'
import type { BodyEntry } from './parse-body.ts'

/**
 * A page's blocks travel to the browser as one JSON string, serialized once per content version. Vike
 * serializes page data on every request with a general-purpose serializer that walks every object;
 * for a page of 200 blocks that walk cost more than rendering the blocks (bench, issue 3). A single
 * string is copied instead of walked.
 */
const payloadByEntries = new WeakMap<readonly BodyEntry[], string>()

/** Payloads this process already has as objects: the server never parses its own output back. */
const entriesByPayload = new Map<string, BodyEntry[]>()
const rememberedPayloads = 64

function remember(payload: string, entries: BodyEntry[]) {
  if (entriesByPayload.size >= rememberedPayloads) {
    const oldest = entriesByPayload.keys().next()
    if (oldest.done !== true) entriesByPayload.delete(oldest.value)
  }
  entriesByPayload.set(payload, entries)
}

export function entriesPayload(entries: BodyEntry[]): string {
  const cached = payloadByEntries.get(entries)
  if (cached !== undefined) return cached
  const payload = JSON.stringify(entries)
  payloadByEntries.set(entries, payload)
  remember(payload, entries)
  return payload
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

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

export function entriesFromPayload(payload: string): BodyEntry[] {
  const known = entriesByPayload.get(payload)
  if (known !== undefined) return known
  const value: unknown = JSON.parse(payload)
  if (!isBodyEntryList(value)) throw new Error('the page payload does not hold page blocks')
  remember(payload, value)
  return value
}

/** The content types of a page's shown blocks (which block code the page needs). */
export function contentTypesOf(entries: readonly BodyEntry[]): BlockContentType[] {
  return entries.flatMap((entry) => (entry.status === 'ok' ? [entry.block.contentType] : []))
}
