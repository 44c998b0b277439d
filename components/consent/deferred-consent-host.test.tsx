// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { singleHostLinkContext } from '#i18n/link-context.ts'
import { runEarlyPressListener } from '#tests/fixtures/early-press.ts'
import { openCookieSettingsEvent } from '../cookie-settings.ts'
import { consentPromptHtml } from './consent-prompt-html.tsx'
import { consentPromptId } from './consent-prompt.ts'
import { DeferredConsentHost } from './deferred-consent-host.tsx'

afterEach(() => {
  document.body.replaceChildren()
})

/**
 * The host on the page, and markup beside it that no React code handles: what a part that hydrates
 * after the start (the footer, a content block; ADR 035) is until its code is here.
 */
async function hostBeside(markup: string, beforeTheHost: (notHydrated: HTMLElement) => void = () => {}) {
  const hostContainer = document.createElement('div')
  const notHydrated = document.createElement('div')
  notHydrated.innerHTML = markup
  document.body.append(hostContainer, notHydrated)
  const asked = vi.fn()
  window.addEventListener(openCookieSettingsEvent, asked)
  beforeTheHost(notHydrated)
  const root = createRoot(hostContainer)
  await act(async () => {
    root.render(<DeferredConsentHost tagManagerId={null} />)
    await Promise.resolve()
  })
  return {
    notHydrated,
    asked,
    done: () => {
      window.removeEventListener(openCookieSettingsEvent, asked)
      act(() => root.unmount())
    },
  }
}

test("the footer's cookie-settings button asks for the settings before the footer has its code", async () => {
  const { notHydrated, asked, done } = await hostBeside(
    '<button type="button" class="site-footer__cookie-settings" data-cookie-settings="">Cookie settings</button>',
  )
  notHydrated.querySelector('button')?.click()
  done()
  expect(asked).toHaveBeenCalledTimes(1)
})

test('a content link to #cookie-settings asks for the settings instead of jumping', async () => {
  const { notHydrated, asked, done } = await hostBeside(
    '<a href="#cookie-settings">Change your cookie settings</a>',
  )
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  notHydrated.querySelector('a')?.dispatchEvent(click)
  done()
  expect(asked).toHaveBeenCalledTimes(1)
  expect(click.defaultPrevented).toBe(true)
})

test('a plain button or link asks for nothing', async () => {
  const { notHydrated, asked, done } = await hostBeside(
    '<button type="button">Other</button><a href="#main">Skip to content</a>',
  )
  notHydrated.querySelector('button')?.click()
  notHydrated.querySelector('a')?.click()
  done()
  expect(asked).not.toHaveBeenCalled()
})

const settingsButton =
  '<button type="button" class="site-footer__cookie-settings" data-cookie-settings="" data-early-press="">Cookie settings</button>'

test('ADR 044: the settings button pressed before the host ran asks for the settings as it starts, once', async () => {
  onTestFinished(runEarlyPressListener())
  const { asked, done } = await hostBeside(settingsButton, (notHydrated) => {
    notHydrated.querySelector('button')?.click()
    notHydrated.querySelector('button')?.click()
  })
  done()
  expect(asked).toHaveBeenCalledTimes(1)
})

test('ADR 044: an answer pressed on the server’s question before the host ran takes the question away as it starts', async () => {
  onTestFinished(runEarlyPressListener())
  const { notHydrated, asked, done } = await hostBeside(
    consentPromptHtml('en-EU', singleHostLinkContext),
    (page) => page.querySelector<HTMLButtonElement>('button[data-consent-answer="reject"]')?.click(),
  )
  expect(notHydrated.querySelector(`#${consentPromptId}`)).toBeNull()
  done()
  expect(asked).not.toHaveBeenCalled()
})

test('without a press before the host ran, the question stays for the dialog and nothing is asked', async () => {
  onTestFinished(runEarlyPressListener())
  const { notHydrated, asked, done } = await hostBeside(
    consentPromptHtml('en-EU', singleHostLinkContext) + settingsButton,
  )
  expect(notHydrated.querySelector(`#${consentPromptId}`)).not.toBeNull()
  done()
  expect(asked).not.toHaveBeenCalled()
})
