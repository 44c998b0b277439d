import { expect, test } from 'vitest'
import { stationDisplay, type StationDisplayFlags } from './station-display.ts'

const flags = (fi: StationDisplayFlags) => ({
  'fi-FI': fi,
  'en-EU': { stations: true },
  'sv-SE': { stations: false },
  'no-NO': { stations: true },
})

test.each<[StationDisplayFlags, ReturnType<typeof stationDisplay>]>([
  [{ stations: true }, { station: true, lunch: true, menu: true }],
  [{ stations: false }, { station: false, lunch: false, menu: false }],
  // spec §2.6: each specific flag wins over the general one.
  [
    { stations: true, lunch: false },
    { station: true, lunch: false, menu: true },
  ],
  [
    { stations: false, station: true, menu: true },
    { station: true, lunch: false, menu: true },
  ],
])('spec §2.6: %j gives %j', (fi, expected) => {
  expect(stationDisplay('fi-FI', flags(fi))).toEqual(expected)
})

test('the Nordic markets show station pages, lunch and menus; en-EU shows station pages only', () => {
  for (const locale of ['fi-FI', 'sv-SE', 'no-NO'] as const) {
    expect(stationDisplay(locale)).toEqual({ station: true, lunch: true, menu: true })
  }
  expect(stationDisplay('en-EU')).toEqual({ station: true, lunch: false, menu: false })
})
