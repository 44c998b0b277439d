import LayerGroup from 'ol/layer/Group.js'
import { afterEach, expect, test, vi } from 'vitest'
import { loadVectorStyle } from './vector-style.ts'

const apply = vi.hoisted(() => vi.fn())
vi.mock('ol-mapbox-style', () => ({ apply }))

afterEach(() => {
  apply.mockReset()
  vi.useRealTimers()
})

test('the style is applied to a layer group of its own, with the key as its access token', async () => {
  apply.mockResolvedValue(undefined)
  const group = await loadVectorStyle(
    { url: 'https://tiles.example.com/style.json', apiKey: 'pk.123' },
    new AbortController().signal,
  )
  expect(group).toBeInstanceOf(LayerGroup)
  expect(apply).toHaveBeenCalledWith(group, 'https://tiles.example.com/style.json', { accessToken: 'pk.123' })
})

test('spec §7: a style that keeps failing is tried four times, then the failure reaches the map', async () => {
  vi.useFakeTimers()
  apply.mockRejectedValue(new Error('Could not load https://tiles.example.com/style.json'))
  const loading = loadVectorStyle(
    { url: 'https://tiles.example.com/style.json' },
    new AbortController().signal,
  )
  const settled = expect(loading).rejects.toThrow('Could not load')
  await vi.runAllTimersAsync()
  await settled
  expect(apply).toHaveBeenCalledTimes(4)
  expect(apply).toHaveBeenLastCalledWith(expect.any(LayerGroup), 'https://tiles.example.com/style.json', {})
})
