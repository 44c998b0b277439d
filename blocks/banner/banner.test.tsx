// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import { brand } from '#config/brand.ts'
import { foregroundFor, hexToRgb } from '#domain/colour-foreground.ts'
import { bannerThemes, foregroundColours, namedBannerThemes } from './banner-themes.ts'
import { bannerFixtures } from './banner.fixtures.ts'
import { bannerSchema } from './banner.schema.ts'
import { Banner } from './banner.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof bannerFixtures) {
  return render(
    <PageProviders locale="en-EU">
      <Banner block={bannerSchema.parse(bannerFixtures[name])} />
    </PageProviders>,
  )
}

function bannerRegion(name: string) {
  return screen.getByRole('region', { name })
}

/** WCAG 2 contrast ratio between two hex colours. */
function contrastRatio(first: string, second: string): number {
  const relativeLuminance = (colour: string) => {
    const rgb = hexToRgb(colour)
    if (rgb === null) throw new Error(`not a colour: ${colour}`)
    const [red, green, blue] = [rgb.red, rgb.green, rgb.blue].map((channel) => {
      const value = channel / 255
      return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0)
  }
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

test('a brand theme paints the banner in its colours with light text on a dark primary', () => {
  renderFixture('carWashBundle')
  const banner = bannerRegion('Five washes for the price of four')
  expect(banner.style.getPropertyValue('--banner-background')).toBe(bannerThemes.carWash.primary)
  expect(banner.style.getPropertyValue('--banner-accent')).toBe(bannerThemes.carWash.secondary)
  expect(banner.style.getPropertyValue('--banner-foreground')).toBe(foregroundColours.light)
  expect(screen.getByText(/use it at any of our car washes/)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Buy a wash bundle' }).getAttribute('href')).toBe(
    '/en-EU/private/products/car-wash',
  )
  const image = screen.getByRole('img', { name: 'A freshly washed car in the wash bay' })
  expect(image.getAttribute('width')).toBe('800')
  expect(image.getAttribute('height')).toBe('600')
})

test('a light theme gets dark text', () => {
  renderFixture('helmisimpukkaFamily')
  const banner = bannerRegion('A play corner for the little ones')
  expect(banner.style.getPropertyValue('--banner-foreground')).toBe(foregroundColours.dark)
  expect(screen.getByRole('link', { name: 'See the menu' }).getAttribute('target')).toBe('_blank')
})

test('a custom colour is normalized and picks its text colour by the spec §5 rule', () => {
  renderFixture('customLight')
  const light = bannerRegion('Summer coffee offer')
  expect(light.style.getPropertyValue('--banner-background')).toBe('#f5c400')
  expect(light.style.getPropertyValue('--banner-foreground')).toBe(foregroundColours.dark)
  cleanup()
  renderFixture('customDark')
  const dark = bannerRegion('Renewable diesel at every station')
  expect(dark.style.getPropertyValue('--banner-background')).toBe('#0b3d2e')
  expect(dark.style.getPropertyValue('--banner-foreground')).toBe(foregroundColours.light)
})

test('a card action opens its dialog', async () => {
  renderFixture('customDark')
  fireEvent.click(screen.getByRole('button', { name: 'Read about HVO100' }))
  expect(await screen.findByRole('dialog', { name: 'HVO100 in brief' })).toBeTruthy()
})

test('every brand theme is readable: its text colour meets WCAG AA (4.5:1) on its primary', () => {
  for (const theme of namedBannerThemes) {
    const { primary } = bannerThemes[theme]
    expect(contrastRatio(primary, foregroundColours[foregroundFor(primary)])).toBeGreaterThanOrEqual(4.5)
  }
})

test('the car-wash theme name carries the brand prefix (spec §3)', () => {
  expect(bannerThemes.carWash.name.startsWith(brand.prefix)).toBe(true)
})

test('the schema refuses an unknown theme, a custom theme without a colour and a colour that is not hex', () => {
  const custom = bannerFixtures.customLight
  expect(bannerSchema.safeParse({ ...bannerFixtures.dirtSeason, theme: 'neon' }).success).toBe(false)
  expect(bannerSchema.safeParse({ ...custom, backgroundColor: undefined }).success).toBe(false)
  const notHex = bannerSchema.safeParse({ ...custom, backgroundColor: '#12345' })
  expect(notHex.success).toBe(false)
  if (!notHex.success) expect(notHex.error.issues[0]?.path).toEqual(['backgroundColor'])
  expect(bannerSchema.safeParse({ ...custom, backgroundColor: 'yellow' }).success).toBe(false)
})
