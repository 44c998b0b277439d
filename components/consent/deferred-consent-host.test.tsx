// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { openCookieSettingsEvent } from '../cookie-settings.ts'
import { DeferredConsentHost } from './deferred-consent-host.tsx'

afterEach(() => {
  document.body.replaceChildren()
})

/**
 * The host on the page, and markup beside it that no React code handles: what a part that hydrates
 * after the start (the footer, a content block; ADR 035) is until its code is here.
 */
async function hostBeside(markup: string) {
  const hostContainer = document.createElement('div')
  const notHydrated = document.createElement('div')
  notHydrated.innerHTML = markup
  document.body.append(hostContainer, notHydrated)
  const root = createRoot(hostContainer)
  await act(async () => {
    root.render(<DeferredConsentHost tagManagerId={null} />)
    await Promise.resolve()
  })
  const asked = vi.fn()
  window.addEventListener(openCookieSettingsEvent, asked)
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
