import { expect, test } from 'vitest'
import { errorTrackingEvent } from './error-tracking-event.ts'

test.each<[number, 'struggle' | 'exception']>([
  [404, 'struggle'],
  [500, 'exception'],
  [503, 'exception'],
  [502, 'exception'],
  [403, 'exception'],
  [401, 'exception'],
  [410, 'exception'],
])('spec §4: status %i is tracked as %s', (status, event) => {
  expect(errorTrackingEvent(status, '/en-EU/nope')).toEqual({
    event,
    errorStatus: status,
    errorPath: '/en-EU/nope',
  })
})
