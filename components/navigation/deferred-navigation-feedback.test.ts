import { beforeEach, expect, test, vi } from 'vitest'

const calls: string[] = []
let feedbackModuleLoads = 0

vi.mock('#i18n/catalogues.ts', () => ({
  loadMessages: (locale: string) => {
    calls.push(`messages ${locale}`)
    return Promise.resolve()
  },
}))
vi.mock('./navigation-feedback.ts', () => {
  feedbackModuleLoads += 1
  return {
    navigationFeedback: () => ({
      transitionStart: () => calls.push('start'),
      beforeRender: (page: { urlOriginal: string }) => {
        calls.push(`render ${page.urlOriginal}`)
        return Promise.resolve()
      },
      transitionEnd: () => calls.push('end'),
      hydrated: () => calls.push('hydrated'),
    }),
  }
})

const { deferredNavigationFeedback } = await import('./deferred-navigation-feedback.ts')

beforeEach(() => {
  calls.length = 0
})

const page = { locale: 'sv-SE', messageOverrides: undefined, urlOriginal: '/sv-SE' }

test('ADR 035: hydration loads the page’s messages without the navigation feedback’s code', async () => {
  await deferredNavigationFeedback.beforeRender({ ...page, isHydration: true })
  expect(calls).toEqual(['messages sv-SE'])
  expect(feedbackModuleLoads).toBe(0)
  // A page without a known locale renders in the default one.
  await deferredNavigationFeedback.beforeRender({ ...page, locale: 'xx-XX', isHydration: true })
  expect(calls).toEqual(['messages sv-SE', 'messages fi-FI'])
})

test('once interactive the feedback loads, and a navigation’s steps reach it in order', async () => {
  deferredNavigationFeedback.hydrated()
  deferredNavigationFeedback.transitionStart()
  const rendered = deferredNavigationFeedback.beforeRender({
    ...page,
    urlOriginal: '/sv-SE/privat',
    isHydration: false,
  })
  deferredNavigationFeedback.transitionEnd()
  await rendered
  await vi.waitFor(() => expect(calls).toEqual(['hydrated', 'start', 'render /sv-SE/privat', 'end']))
  expect(feedbackModuleLoads).toBe(1)
})
