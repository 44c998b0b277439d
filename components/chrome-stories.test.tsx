// @vitest-environment happy-dom
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import preview from '../.storybook/preview.tsx'
import * as errorViewStories from './error-view.stories.tsx'
import * as noticesStories from './notices/notices-host.stories.tsx'
import * as siteFooterStories from './site-footer.stories.tsx'
import * as siteHeaderStories from './site-header.stories.tsx'

// The chrome's stories render with Storybook's own decorators (PageProviders), and a render that logs
// an error or warning fails, as the block stories do (blocks/stories-render.test.tsx).
setProjectAnnotations(preview)

let consoleError: MockInstance<typeof console.error>
let consoleWarn: MockInstance<typeof console.warn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

type ComposedStory = ReturnType<typeof composeStory>

/** Each module's stories have their own args type; this sees them all as one kind of renderable story. */
function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'load' in value
}

const stories = Object.entries({
  'site header': composeStories(siteHeaderStories),
  'site footer': composeStories(siteFooterStories),
  'error page': composeStories(errorViewStories),
  notices: composeStories(noticesStories),
}).flatMap(([title, module]) =>
  Object.entries(module).flatMap(([name, story]: [string, unknown]) =>
    isComposedStory(story) ? [{ title: `${title} › ${name}`, Story: story }] : [],
  ),
)

test('each chrome story module has stories to render', () => {
  const modules = new Set(stories.map((story) => story.title.split(' › ')[0]))
  expect(modules).toEqual(new Set(['site header', 'site footer', 'error page', 'notices']))
})

describe.each(stories)('$title', ({ Story }) => {
  test('renders without console errors or warnings', async () => {
    await Story.load()
    const { container } = render(<Story />)
    expect(container.childElementCount, 'the story rendered nothing').toBeGreaterThan(0)
    expect([...consoleError.mock.calls, ...consoleWarn.mock.calls]).toEqual([])
  })
})

test('the notices stories put successes in the polite region and errors in the assertive one', async () => {
  const { Stacked } = composeStories(noticesStories)
  await Stacked.load()
  render(<Stacked />)
  expect(screen.getByRole('status').textContent).toContain('Peruspesu')
  expect(screen.getByRole('alert').textContent).toContain('Jokin meni vikaan')
})

test('the 404 and 500 stories show their titles', async () => {
  const { NotFound, InternalServerError } = composeStories(errorViewStories)
  render(<NotFound />)
  expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeTruthy()
  cleanup()
  render(<InternalServerError />)
  expect(await screen.findByRole('heading', { level: 1, name: 'Palvelinvirhe' })).toBeTruthy()
})

/** What the chrome's stories show under each market of the locale toolbar, from the layout and products. */
const chromeTexts: Record<Locale, { topLevel: string; footerLink: string; product: string }> = {
  'fi-FI': { topLevel: 'Yrityksille', footerLink: 'Käyttöehdot', product: 'Premium-pesu' },
  'en-EU': { topLevel: 'Business', footerLink: 'Terms of use', product: 'Premium wash' },
  'sv-SE': { topLevel: 'Företag', footerLink: 'Användarvillkor', product: 'Premiumtvätt' },
  'no-NO': { topLevel: 'Bedrift', footerLink: 'Brukervilkår', product: 'Premiumvask' },
}

describe.each(locales)('under the %s toolbar', (locale) => {
  const expected = chromeTexts[locale]
  const globals = { initialGlobals: { locale } }

  test('the header shows the navigation in its language', async () => {
    const { OnTheLandingPage } = composeStories(siteHeaderStories, globals)
    await OnTheLandingPage.load()
    const { container } = render(<OnTheLandingPage />)
    expect(container.querySelector('nav')?.textContent).toContain(expected.topLevel)
    expect(document.documentElement.lang).toBe(locale)
  })

  test('the footer shows its links in its language', async () => {
    const { Full } = composeStories(siteFooterStories, globals)
    await Full.load()
    render(<Full />)
    expect(await screen.findByRole('link', { name: expected.footerLink })).toBeTruthy()
  })

  test('a notice names the product in its language', async () => {
    const { Success } = composeStories(noticesStories, globals)
    await Success.load()
    render(<Success />)
    expect(screen.getByRole('status').textContent).toContain(expected.product)
  })
})
