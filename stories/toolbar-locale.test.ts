import { expect, test } from 'vitest'
import { toolbarLocale, withTexts } from './toolbar-locale.tsx'

const fixture = {
  id: 'accordion-fixture-1',
  heading: 'Car wash questions',
  items: [
    { id: 'first', title: 'How do I use a wash bundle?', open: true },
    { id: 'second', title: 'Can I wash a car with a roof box?', open: false },
  ],
  image: { url: '/images/car-wash.svg', alt: 'A car in the wash bay', width: 800 },
}

test('a text patch replaces only the strings it names, arrays item by item', () => {
  const patched = withTexts(fixture, {
    heading: 'Autopesun kysymykset',
    items: [{}, { title: 'Voiko auton pestä kattoboksin kanssa?' }],
    image: { alt: 'Auto pesuhallissa' },
  })
  expect(patched).toEqual({
    id: 'accordion-fixture-1',
    heading: 'Autopesun kysymykset',
    items: [
      { id: 'first', title: 'How do I use a wash bundle?', open: true },
      { id: 'second', title: 'Voiko auton pestä kattoboksin kanssa?', open: false },
    ],
    image: { url: '/images/car-wash.svg', alt: 'Auto pesuhallissa', width: 800 },
  })
  // The fixture itself, which the block's tests read, stays as it was.
  expect(fixture.heading).toBe('Car wash questions')
  expect(fixture.items[1]?.title).toBe('Can I wash a car with a roof box?')
})

test('no patch, or a key the fixture lacks, leaves the fixture as it is', () => {
  expect(withTexts(fixture, undefined)).toBe(fixture)
  expect(withTexts(fixture, { caption: 'Ei kuvatekstiä' })).toEqual(fixture)
})

test('the toolbar locale falls back to the default market for a value it does not know', () => {
  expect(toolbarLocale('sv-SE')).toBe('sv-SE')
  expect(toolbarLocale('de-DE')).toBe('fi-FI')
  expect(toolbarLocale(undefined)).toBe('fi-FI')
})
