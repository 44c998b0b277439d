import { stringify } from '@brillout/json-serializer/stringify'
import fc from 'fast-check'
import { createElement } from 'react'
import { expect, test } from 'vitest'
import { browserJson } from './page-context-json.server.ts'

/** What Vike writes (vike's serializeContext.js), or the error it throws. */
function vikeJson(value: object): { json: string } | { error: string } {
  try {
    return {
      json: stringify(value, {
        forbidReactElements: true,
        htmlScriptSafe: { escapeScripts: true, escapeURLs: true },
      }),
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

function ourJson(
  value: object,
  contentPayloads: readonly string[] = [],
): { json: string } | { error: string } {
  try {
    return { json: browserJson(value, contentPayloads) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

test('a page context of plain values is written as Vike writes it, escapes included', () => {
  const pageContext = {
    locale: 'en-EU',
    pageId: '/pages/content',
    routeParams: { '*': 'stationsearch/pesu-helsinki-keskusta' },
    data: {
      title: 'Wash & go – CO₂ <b>fresh</b> </script><script>alert(1)</script>',
      blocks: [
        { id: 'a', kind: 'hero', image: { src: '/images/a.jpg', width: 1200, ratio: 0.5625 } },
        { id: 'b', kind: 'text', html: '<p>One “quote” 🚗</p>', flags: [true, false, null] },
      ],
      empty: {},
      none: [],
      negativeZero: -0,
      lone: '\uD83D',
      bang: 'not ! at the start',
    },
    _pageContextInitIsPassedToClient: true,
  }
  const ours = browserJson(pageContext)
  expect(vikeJson(pageContext)).toEqual({ json: ours })
  expect(ours).not.toContain('<')
  expect(ours).toContain('\\u003c\\/script>')
  expect(JSON.parse(ours)).toEqual({ ...pageContext, data: { ...pageContext.data, negativeZero: 0 } })
})

test('a long payload is written as Vike writes it, each time, and two payloads never as each other', () => {
  const payload = JSON.stringify({
    blocks: Array.from({ length: 40 }, (_, index) => `<p>"${index}" / ü</p>`),
  })
  const other = `${payload.slice(0, -1)} }`
  expect(payload.length).toBeGreaterThan(600)
  for (let round = 0; round < 2; round += 1) {
    for (const value of [{ layoutPayload: payload }, { layoutPayload: other, dataPayload: payload }]) {
      // The content's payloads kept, or one of them, or none: the same JSON each time.
      for (const kept of [[payload, other], [payload], []])
        expect(ourJson(value, kept)).toEqual(vikeJson(value))
    }
  }
})

test.each([
  ['undefined in an object', { a: { b: undefined } }],
  ['undefined in an array', { a: [1, undefined, 2] }],
  // eslint-disable-next-line no-sparse-arrays -- the hole is the case
  ['a hole in an array', { a: [1, , 2] }],
  ['a string starting with !', { a: ['ok', '!undefined'] }],
  ['NaN and the infinities', { a: NaN, b: Infinity, c: -Infinity }],
  ['a date', { at: new Date(Date.UTC(2026, 11, 2, 9, 30)) }],
  ['a map and a set', { m: new Map([['k', 1]]), s: new Set(['x']) }],
  ['a bigint', { n: 12n }],
  ['a regular expression', { r: /a+/gi }],
  ['bytes', { bytes: new Uint8Array([1, 2, 3]) }],
  ['an object with toJSON', { a: { toJSON: () => 'x', b: 1 } }],
  [
    'an object with a toJSON it does not list',
    { a: Object.defineProperty({ b: 1 }, 'toJSON', { value: () => 'x', enumerable: false }) },
  ],
  [
    'a class instance',
    {
      a: new (class Point {
        x = 1
      })(),
    },
  ],
  ['a null-prototype object', { a: Object.setPrototypeOf({ b: '/x' }, null) }],
  [
    'a nesting deeper than the fast path looks',
    { a: Array.from({ length: 70 }).reduce((inner) => [inner], 1) },
  ],
])('%s is written as Vike writes it', (_name, value) => {
  expect(ourJson(value)).toEqual(vikeJson(value))
})

test('what Vike refuses to write (a function, a React element, a cycle) is refused alike', () => {
  const cyclic: Record<string, unknown> = { a: 1 }
  cyclic.self = cyclic
  const unlistedElement = Object.defineProperty({ type: 'p' }, '$$typeof', {
    value: Symbol.for('react.element'),
    enumerable: false,
  })
  for (const value of [
    { f: () => 1 },
    { element: createElement('p', null, 'x') },
    { element: unlistedElement },
    cyclic,
  ]) {
    const vike = vikeJson(value)
    expect(vike).toHaveProperty('error')
    expect(ourJson(value)).toEqual(vike)
  }
})

test('any value is written as Vike writes it (or refused alike)', () => {
  const anything = fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withSparseArray: true,
    withNullPrototype: true,
    withTypedArray: true,
    withBoxedValues: true,
    withObjectString: true,
    stringUnit: 'binary',
    maxDepth: 4,
  })
  const bang = fc.string().map((text) => `!${text}`)
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.oneof(anything, bang, fc.array(bang))), (value) => {
      expect(ourJson(value)).toEqual(vikeJson(value))
    }),
    { numRuns: 2000 },
  )
})
