import { expect, test, vi } from 'vitest'
import type { MessageOverrides } from '#i18n/messages.ts'
import type { Locale } from '#schemas/locale.ts'
import { createNavigationFeedback, type RenderingPage } from './navigation-feedback.ts'

vi.mock('vike/client/router', () => ({ prefetch: vi.fn(), navigate: vi.fn() }))

/** Every part recording into one log, so the order of the steps is what the tests read. */
function parts(options: { messages?: () => Promise<void>; fade?: Promise<void> } = {}) {
  const log: string[] = []
  const loads: [Locale, MessageOverrides | undefined][] = []
  return {
    log,
    loads,
    feedback: createNavigationFeedback({
      progress: {
        start: () => log.push('progress start'),
        done: () => log.push('progress done'),
        isVisible: () => false,
      },
      transition: {
        leave: () => log.push('fade out'),
        left: async () => {
          await options.fade
          log.push('faded out')
        },
        enter: () => log.push('fade in'),
      },
      linkPrefetcher: () => ({
        observeLinks: () => log.push('observe links'),
        request: () => undefined,
        stop: () => undefined,
      }),
      loadMessages: async (locale, overrides) => {
        loads.push([locale, overrides])
        await (options.messages ?? (() => Promise.resolve()))()
        log.push(`messages ${locale}`)
      },
      reload: (url) => log.push(`reload ${url}`),
    }),
  }
}

const overrides: MessageOverrides = { dsc: {}, locale: { navigation: { loading: 'Laddar…' } } }
const navigation: RenderingPage = {
  locale: 'sv-SE',
  messageOverrides: overrides,
  isHydration: false,
  urlOriginal: '/sv-SE/foretag',
}

test('a navigation: bar and fade start, messages load, the bar ends before the fade is waited for', async () => {
  let fadeDone: () => void = () => undefined
  const fade = new Promise<void>((resolve) => (fadeDone = resolve))
  const { feedback, log, loads } = parts({ fade })
  feedback.transitionStart()
  const rendering = feedback.beforeRender(navigation)
  await vi.waitFor(() => expect(log).toContain('progress done'))
  // Loading is over: the bar must not stay up while the old page finishes fading.
  expect(log).toEqual(['progress start', 'fade out', 'messages sv-SE', 'progress done'])
  fadeDone()
  await rendering
  feedback.transitionEnd()
  expect(log.slice(4)).toEqual(['faded out', 'progress done', 'fade in', 'observe links'])
  // The overrides the server rendered with come along (spec §4: the new locale's messages).
  expect(loads).toEqual([['sv-SE', overrides]])
})

test('hydration loads the page locale’s messages, then links are watched for prefetching', async () => {
  const { feedback, log } = parts()
  await feedback.beforeRender({ ...navigation, locale: 'fi-FI', isHydration: true })
  feedback.hydrated()
  expect(log).toEqual(['messages fi-FI', 'progress done', 'faded out', 'observe links'])
})

test('a page without a known locale renders with the default locale’s messages', async () => {
  const { feedback, loads } = parts()
  await feedback.beforeRender({ ...navigation, locale: undefined, messageOverrides: undefined })
  expect(loads).toEqual([['fi-FI', undefined]])
})

test('messages that cannot load during a navigation turn it into a full page load', async () => {
  const { feedback, log } = parts({ messages: () => Promise.reject(new Error('chunk failed')) })
  feedback.transitionStart()
  const rendering = feedback.beforeRender(navigation)
  await vi.waitFor(() => expect(log).toContain('reload /sv-SE/foretag'))
  // Rendering never goes on with missing texts: the browser is leaving for the server's page.
  let settled = false
  void rendering.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(settled).toBe(false)
})

test('messages that cannot load during hydration leave the server-rendered page as it is', async () => {
  const { feedback, log } = parts({ messages: () => Promise.reject(new Error('chunk failed')) })
  await expect(feedback.beforeRender({ ...navigation, isHydration: true })).rejects.toThrow('chunk failed')
  expect(log).toEqual([])
})
