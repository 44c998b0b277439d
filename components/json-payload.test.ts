import { expect, test } from 'vitest'
import { isObject, payloadMemo, toPayload } from './json-payload.ts'

interface Point {
  x: number
  y: number
}

const isPoint = (value: unknown): value is Point =>
  isObject(value) && typeof value.x === 'number' && typeof value.y === 'number'

const points = () => payloadMemo(isPoint, 'not a point', 2)

test('a value becomes its JSON once per object, and that payload reads back as the object itself', () => {
  const memo = points()
  const point = { x: 1, y: 2 }
  const payload = toPayload(memo, point)
  expect(payload).toBe('{"x":1,"y":2}')
  expect(toPayload(memo, point)).toBe(payload)
  expect(memo.read(payload)).toBe(point)
})

test('a payload from elsewhere is parsed once: the same string gives the same object', () => {
  const memo = points()
  const read = memo.read('{"x":3,"y":4}')
  expect(read).toEqual({ x: 3, y: 4 })
  expect(memo.read('{"x":3,"y":4}')).toBe(read)
})

test('only so many payloads are remembered: the oldest is forgotten first', () => {
  const memo = points()
  const first = memo.read('{"x":1,"y":1}')
  const second = memo.read('{"x":2,"y":2}')
  memo.read('{"x":3,"y":3}')
  expect(memo.read('{"x":2,"y":2}')).toBe(second)
  const again = memo.read('{"x":1,"y":1}')
  expect(again).toEqual(first)
  expect(again).not.toBe(first)
})

test('memos are apart: a payload made in one is read afresh by another', () => {
  const one = points()
  const other = points()
  const point = { x: 5, y: 6 }
  const payload = toPayload(one, point)
  const read = other.read(payload)
  expect(read).toEqual(point)
  expect(read).not.toBe(point)
})

test.each([
  ['what its check refuses', '{"x":1}', 'not a point'],
  ['no JSON at all', '{"x":', SyntaxError],
])('a payload holding %s is refused, every time it is read', (_, payload, refusal) => {
  const memo = points()
  expect(() => memo.read(payload)).toThrow(refusal)
  expect(() => memo.read(payload)).toThrow(refusal)
})

test('isObject: objects and lists, not null or other values', () => {
  expect([{}, [], { a: 1 }].every(isObject)).toBe(true)
  expect([null, undefined, 'x', 1, true].some(isObject)).toBe(false)
})
