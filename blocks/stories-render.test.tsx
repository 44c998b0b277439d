// @vitest-environment happy-dom
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite'
import { cleanup, render } from '@testing-library/react'
import type { Store_CSFExports } from 'storybook/internal/types'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { defaultLocale } from '#schemas/locale.ts'
import preview from '../.storybook/preview.tsx'

// Every story of every block renders with the same decorators Storybook uses (PageProviders: i18n,
// locale, modal), and a render that logs an error or warning fails: React's key, prop-type and
// hydration-style complaints, a missing translation, an act() warning all surface as console output.
setProjectAnnotations(preview)

const storyModules = import.meta.glob('./*/*.stories.tsx', { eager: true })

function isCsfModule(module: unknown): module is Store_CSFExports {
  return (
    typeof module === 'object' &&
    module !== null &&
    'default' in module &&
    typeof module.default === 'object' &&
    module.default !== null
  )
}

type ComposedStory = ReturnType<typeof composeStory>

/** composeStories types a module it cannot see into as unknown stories; this tells them apart again. */
function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'run' in value && 'load' in value
}

let consoleError: MockInstance<typeof console.error>
let consoleWarn: MockInstance<typeof console.warn>

beforeEach(() => {
  // Silent spies: the output is reported once, in the assertion, instead of twice.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function logged(spy: MockInstance<(...data: unknown[]) => void>, level: string): string[] {
  return spy.mock.calls.map((call) => `console.${level}: ${call.map((part) => String(part)).join(' ')}`)
}

test('there are block stories to render', () => {
  expect(Object.keys(storyModules).length).toBeGreaterThan(0)
})

describe.each(Object.entries(storyModules))('%s', (path, module) => {
  if (!isCsfModule(module)) {
    test('is a CSF module', () => {
      throw new Error(`${path} has no default export (meta)`)
    })
    return
  }
  const stories = Object.entries(composeStories(module)).filter((entry): entry is [string, ComposedStory] =>
    isComposedStory(entry[1]),
  )

  test.each(stories)('%s renders without console errors or warnings', async (_name, Story) => {
    await Story.load()
    const { container } = render(<Story />)
    if (Story.play !== undefined) await Story.play({ canvasElement: container })
    expect(container.childElementCount, 'the story rendered nothing').toBeGreaterThan(0)
    // The preview's decorators ran: the locale frame inside PageProviders set <html lang>.
    expect(document.documentElement.lang).toBe(defaultLocale)
    expect([...logged(consoleError, 'error'), ...logged(consoleWarn, 'warn')]).toEqual([])
  })
})
