import { loadBlockSchemas } from '#blocks/registry.ts'
import { expect, test } from 'vitest'
import { parseBody } from './parse-body.ts'

// Only the server parses content; it loads the block schemas first, and so do these tests.
await loadBlockSchemas()

test('each block is parsed on its own: valid, unknown and invalid side by side', () => {
  const entries = parseBody([
    { id: 'ok-1', contentType: 'hero', heading: 'Welcome' },
    { id: 'mystery-1', contentType: 'carousel3000', slides: [] },
    { id: 'bad-1', contentType: 'hero', heading: 42 },
    { id: 'ok-2', contentType: 'richText', html: '<p>Hi</p>' },
  ])
  expect(entries.map((entry) => entry.status)).toEqual(['ok', 'unknown', 'invalid', 'ok'])
  expect(entries[1]).toEqual({ status: 'unknown', id: 'mystery-1', contentType: 'carousel3000' })
  expect(entries[2]).toMatchObject({
    status: 'invalid',
    id: 'bad-1',
    contentType: 'hero',
    issues: [{ path: 'heading' }],
  })
})

test('a nested failing field is reported by its dotted path', () => {
  const [entry] = parseBody([
    { id: 'h', contentType: 'hero', heading: 'x', action: { label: 'Go', target: 'javascript:alert(1)' } },
  ])
  expect(entry).toMatchObject({ status: 'invalid', issues: [{ path: 'action.target' }] })
})

test('a block without an id or content type still gets a stable name for diagnostics', () => {
  const entries = parseBody([{ heading: 'no id' }, 'not even an object'])
  expect(entries).toEqual([
    { status: 'unknown', id: 'block-1', contentType: '(missing contentType)' },
    { status: 'unknown', id: 'block-2', contentType: '(missing contentType)' },
  ])
})

test('rich text is sanitized while it is parsed', () => {
  const [entry] = parseBody([
    { id: 'r', contentType: 'richText', html: '<p onclick="x()">Hi<script>x()</script></p>' },
  ])
  expect(
    entry?.status === 'ok' && entry.block.contentType === 'richText' ? entry.block.data.html : null,
  ).toBe('<p>Hi</p>')
})
