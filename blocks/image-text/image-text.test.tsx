// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import { imageTextFixtures } from './image-text.fixtures.ts'
import { imageTextSchema } from './image-text.schema.ts'
import { ImageText } from './image-text.tsx'

afterEach(cleanup)

test('heading, formatted body, a localized action and an image that reserves its space', () => {
  render(
    <PageProviders locale="en-EU">
      <ImageText block={imageTextSchema.parse(imageTextFixtures.evChargingImageStart)} />
    </PageProviders>,
  )
  expect(screen.getByRole('region', { name: 'Fast charging on your route' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'Fast charging on your route' })).toBeTruthy()
  expect(screen.getAllByRole('listitem')).toHaveLength(2)
  expect(screen.getByRole('link', { name: 'Read about EV charging' }).getAttribute('href')).toBe(
    '/en-EU/private/products/ev-charging',
  )
  const image = screen.getByRole('img', {
    name: 'An electric car charging at an Aurora high-power charger',
  })
  expect(image.getAttribute('width')).toBe('1200')
  expect(image.getAttribute('height')).toBe('800')
  expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
  expect(image.getAttribute('loading')).toBe('lazy')
})

test('the picture sits at the start unless the editor chose the end', () => {
  const start = imageTextSchema.parse(imageTextFixtures.evChargingImageStart)
  const end = imageTextSchema.parse(imageTextFixtures.carWashImageEnd)
  expect(start.imagePosition).toBe('start')
  expect(end.imagePosition).toBe('end')
  render(
    <PageProviders locale="en-EU">
      <ImageText block={end} />
    </PageProviders>,
  )
  const region = screen.getByRole('region', { name: 'A gentle wash, whatever the weather' })
  expect(region.className).toContain('image-text--image-end')
  expect(screen.queryByRole('link')).toBeNull()
})

test('the heading is the page h1 when the block opens the page', () => {
  render(
    <PageProviders locale="en-EU">
      <PageHeadingProvider isPageHeading>
        <ImageText block={imageTextSchema.parse(imageTextFixtures.carWashImageEnd)} />
      </PageHeadingProvider>
    </PageProviders>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'A gentle wash, whatever the weather' })).toBeTruthy()
})

test('the schema refuses a block without an image or with an unknown image position', () => {
  const withoutImage = { ...imageTextFixtures.evChargingImageStart, image: undefined }
  expect(imageTextSchema.safeParse(withoutImage).success).toBe(false)
  const sideways = imageTextSchema.safeParse({ ...imageTextFixtures.carWashImageEnd, imagePosition: 'left' })
  expect(sideways.success).toBe(false)
  if (!sideways.success) expect(sideways.error.issues[0]?.path).toEqual(['imagePosition'])
})
