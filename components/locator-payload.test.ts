import { expect, test } from 'vitest'
import { emptyLocatorQuery } from '#domain/station-locator.ts'
import { locatorStations } from '#tests/fixtures/locator-stations.ts'
import { locatorFromPayload, locatorPayload } from './locator-payload.ts'
import { locatorView } from './locator-view.ts'

const noon = Date.parse('2025-03-12T10:00:00Z')

test("the locator's answer goes as JSON and reads back as the object the server rendered", () => {
  const view = locatorView(locatorStations(), emptyLocatorQuery, noon, 'fi-FI')
  const payload = locatorPayload(view)
  expect(JSON.parse(payload)).toEqual(view)
  // The server renders from the answer itself, not from its JSON parsed back.
  expect(locatorFromPayload(payload)).toBe(view)
  expect(locatorPayload(view)).toBe(payload)
})

test('in the browser the payload is parsed once: the same string gives the same answer', () => {
  const view = locatorView(locatorStations(), { ...emptyLocatorQuery, page: 2 }, noon, 'sv-SE')
  const payload = JSON.stringify(view)
  const read = locatorFromPayload(payload)
  expect(read).toEqual(view)
  expect(read).not.toBe(view)
  expect(locatorFromPayload(payload)).toBe(read)
})

test('a payload that holds something else is refused, not rendered', () => {
  expect(() => locatorFromPayload('{"items":[]}')).toThrow(
    'the locator payload does not hold a locator answer',
  )
  expect(() => locatorFromPayload('[]')).toThrow('the locator payload does not hold a locator answer')
})
