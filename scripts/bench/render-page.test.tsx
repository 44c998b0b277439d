import { expect, test } from 'vitest'
import { firstH1Text } from './page-markup.ts'
import { createPageRenderer } from './render-page.tsx'

test('renders the content page tree of a locale path with its layout and data', async () => {
  const html = (await createPageRenderer('/en-EU')).render()
  expect(firstH1Text(html)).toBe('On the road. Always close.')
  expect(html).toContain('href="#main" class="skip-link">Skip to content</a>')
})

test('refuses a path the content source has no page for', async () => {
  await expect(createPageRenderer('/en-EU/no-such-page')).rejects.toThrow(
    'the content source has no page at /en-EU/no-such-page',
  )
})

test('renders the station locator with its list of stations, as +data answers it', async () => {
  const html = (await createPageRenderer('/en-EU/stationsearch')).render()
  // A page of the list: 20 rows, each linking its station page (without the locator's answer, none).
  expect(html.match(/href="\/en-EU\/stationsearch\/[a-z0-9-]+"/g)).toHaveLength(20)
})
