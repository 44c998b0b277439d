// @vitest-environment happy-dom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { linkTargetSchema } from '#schemas/link.ts'
import { PageProviders } from './page-providers.tsx'
import { SmartLink } from './smart-link.tsx'

afterEach(cleanup)

const card = linkTargetSchema.parse({
  contentType: 'card',
  id: 'gift-card-info',
  title: 'Aurora gift cards',
  body: '<p>Valid for 36 months.</p>',
})

/** A card link as the server sends it, in the document, and a way to hydrate it as the browser does. */
function serverRenderedCardLink() {
  const link = (
    <PageProviders locale="en-EU">
      <SmartLink className="link-card__action" target={card}>
        How gift cards work
      </SmartLink>
    </PageProviders>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(link)
  document.body.append(container)
  onTestFinished(() => container.remove())
  const recoverableErrors: unknown[] = []
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, link, { onRecoverableError: (error) => recoverableErrors.push(error) })
      await Promise.resolve()
    })
  const dialog = container.querySelector('dialog')
  if (dialog === null) throw new Error('the card link rendered no dialog')
  return { container, dialog, hydrate, recoverableErrors }
}

test('a card opened by its button before hydration stays open once the page has hydrated, and then closes', async () => {
  const { container, dialog, hydrate, recoverableErrors } = serverRenderedCardLink()
  const button = container.querySelector('button[command="show-modal"]')
  expect(button?.getAttribute('commandfor')).toBe(dialog.id)
  // What the browser does for the button's command, before any script of the page has run.
  dialog.showModal()

  await hydrate()
  expect(recoverableErrors).toEqual([])
  expect(dialog.open).toBe(true)
  // The modal machine (loaded on first use) learns it is open: its close button then closes it.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  const close = container.querySelector<HTMLButtonElement>('button.dialog__close')
  if (close === null) throw new Error('the dialog has no close button')
  fireEvent.click(close)
  await waitFor(() => expect(dialog.open).toBe(false))
})

test('hydrated, the button opens the card through the modal machine, not its command', async () => {
  const { container, dialog, hydrate } = serverRenderedCardLink()
  await hydrate()
  expect(dialog.open).toBe(false)
  const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')
  if (button === null) throw new Error('no card button')
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  act(() => {
    button.dispatchEvent(click)
  })
  // The command is the browser's default action: cancelled, so the machine alone decides.
  expect(click.defaultPrevented).toBe(true)
  await waitFor(() => expect(dialog.open).toBe(true))
})
