import { expect, test } from 'vitest'
import {
  closeDataLayer,
  dataLayerGateState,
  openDataLayer,
  pushGtagCommand,
  pushToDataLayer,
} from './data-layer.ts'

function dataLayerOf(target: object): unknown {
  return Reflect.get(target, 'dataLayer')
}

test('before a choice an event waits at the gate and nothing reaches the data layer', () => {
  const target = {}
  pushToDataLayer(target, { event: 'struggle' })
  expect(dataLayerOf(target)).toBeUndefined()
  expect(dataLayerGateState(target)).toBe('waiting')
})

test('consent sends the queued events in order, and later events go straight on', () => {
  const target = {}
  pushToDataLayer(target, { event: 'add_to_cart' })
  pushToDataLayer(target, { event: 'struggle' })
  openDataLayer(target)
  expect(dataLayerOf(target)).toEqual([{ event: 'add_to_cart' }, { event: 'struggle' }])
  pushToDataLayer(target, { event: 'exception' })
  expect(dataLayerOf(target)).toEqual([
    { event: 'add_to_cart' },
    { event: 'struggle' },
    { event: 'exception' },
  ])
})

test('a refusal drops the queued events and every later one', () => {
  const target = {}
  pushToDataLayer(target, { event: 'struggle' })
  closeDataLayer(target)
  pushToDataLayer(target, { event: 'exception' })
  expect(dataLayerOf(target)).toBeUndefined()
  // Consent given later opens the gate again, but what was refused stays dropped.
  openDataLayer(target)
  expect(dataLayerOf(target)).toBeUndefined()
})

test('events are appended to an existing data layer, keeping what the tag manager queued', () => {
  const queued = [{ event: 'gtm.js' }]
  const target = { dataLayer: queued }
  openDataLayer(target)
  pushToDataLayer(target, { event: 'exception' })
  expect(target.dataLayer).toBe(queued)
  expect(queued).toEqual([{ event: 'gtm.js' }, { event: 'exception' }])
})

test('a data layer that is not an array is replaced rather than crashing the page', () => {
  const target = { dataLayer: 'broken' }
  openDataLayer(target)
  pushToDataLayer(target, { event: 'exception' })
  expect(target.dataLayer).toEqual([{ event: 'exception' }])
})

test('a visit that never chooses keeps only the latest 100 events', () => {
  const target = {}
  for (let index = 0; index < 150; index += 1) pushToDataLayer(target, { event: 'view', index })
  openDataLayer(target)
  const layer = dataLayerOf(target)
  expect(Array.isArray(layer) && layer.length).toBe(100)
  expect(Array.isArray(layer) && layer[0]).toEqual({ event: 'view', index: 50 })
})

test('gtag commands pass the gate as arguments objects, as the tag manager reads them', () => {
  const target = {}
  pushGtagCommand(target, 'consent', 'default', { ad_storage: 'denied' })
  const layer = dataLayerOf(target)
  expect(Array.isArray(layer)).toBe(true)
  const command: unknown = Array.isArray(layer) ? layer[0] : undefined
  expect(Object.prototype.toString.call(command)).toBe('[object Arguments]')
  expect(Array.prototype.slice.call(command)).toEqual(['consent', 'default', { ad_storage: 'denied' }])
})
