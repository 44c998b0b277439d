import { loadBlockSchemas } from '#blocks/registry.ts'
import { expect, test } from 'vitest'
import { entriesFromPayload, entriesPayload } from './entries-payload.ts'
import { parseBody } from './parse-body.ts'

// Only the server parses content; it loads the block schemas first, and so do these tests.
await loadBlockSchemas()

const entries = parseBody([
  { id: 'h', contentType: 'hero', heading: 'Hello' },
  { id: 'x', contentType: 'nope' },
])

test('the payload is built once per entry list and read back without parsing on the same side', () => {
  const payload = entriesPayload(entries)
  expect(entriesPayload(entries)).toBe(payload)
  expect(entriesFromPayload(payload)).toBe(entries)
})

test('a payload from elsewhere (the browser receiving it) is read into the same entries', () => {
  const payload = JSON.stringify(entries)
  const copy = entriesFromPayload(` ${payload}`)
  expect(copy).toEqual(entries)
})

test.each([
  ['not a list', '{"status":"ok"}'],
  ['an unregistered block', '[{"status":"ok","block":{"id":"a","contentType":"carousel","data":{}}}]'],
  ['an entry without status', '[{"id":"a"}]'],
])('a payload holding %s is refused', (_, payload) => {
  expect(() => entriesFromPayload(payload)).toThrow('the page payload does not hold page blocks')
})
