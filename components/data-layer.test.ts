import { expect, test } from 'vitest'
import { pushToDataLayer } from './data-layer.ts'

test('the data layer is created when missing', () => {
  const target = {}
  pushToDataLayer(target, { event: 'struggle' })
  expect(Reflect.get(target, 'dataLayer')).toEqual([{ event: 'struggle' }])
})

test('events are appended to an existing data layer, keeping what is queued', () => {
  const queued = [{ event: 'gtm.js' }]
  const target = { dataLayer: queued }
  pushToDataLayer(target, { event: 'exception' })
  expect(target.dataLayer).toBe(queued)
  expect(queued).toEqual([{ event: 'gtm.js' }, { event: 'exception' }])
})

test('a data layer that is not an array is replaced rather than crashing the page', () => {
  const target = { dataLayer: 'broken' }
  pushToDataLayer(target, { event: 'exception' })
  expect(target.dataLayer).toEqual([{ event: 'exception' }])
})
