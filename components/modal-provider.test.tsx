// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ModalProvider, useModal } from './modal-provider.tsx'

/** How long a test waits for the lazily loaded machine's first answer. */
const machineLoadMs = 5_000

afterEach(cleanup)

function ModalProbe({ useControls = useModal }: { useControls?: typeof useModal }) {
  const modal = useControls()
  return (
    <div>
      <p>open: {modal.openName ?? 'none'}</p>
      <p>backdrop closes: {String(modal.closeOnBackdropClick)}</p>
      <button type="button" onClick={() => modal.open('card')}>
        Open card
      </button>
      <button type="button" onClick={() => modal.open('payment', { closeOnBackdropClick: false })}>
        Open payment
      </button>
      <button type="button" onClick={modal.close}>
        Close
      </button>
      <button type="button" onClick={modal.backdropClicked}>
        Backdrop
      </button>
    </div>
  )
}

function renderProbe() {
  render(
    <ModalProvider>
      <ModalProbe />
    </ModalProvider>,
  )
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

test('every modal is closed until one is opened; closing or a backdrop click before that changes nothing', () => {
  renderProbe()
  click('Close')
  click('Backdrop')
  expect(screen.getByText('open: none')).toBeTruthy()
  expect(screen.getByText('backdrop closes: true')).toBeTruthy()
})

test('the first open loads the machine and shows the modal; close closes it', async () => {
  renderProbe()
  click('Open card')
  // The machine's module loads on the first open: on a busy machine longer than Testing Library's 1 s.
  expect(await screen.findByText('open: card', {}, { timeout: machineLoadMs })).toBeTruthy()
  click('Close')
  expect(screen.getByText('open: none')).toBeTruthy()
})

test('a backdrop click closes a modal unless it forbids that', async () => {
  renderProbe()
  click('Open payment')
  expect(await screen.findByText('open: payment', {}, { timeout: machineLoadMs })).toBeTruthy()
  expect(screen.getByText('backdrop closes: false')).toBeTruthy()
  click('Backdrop')
  expect(screen.getByText('open: payment')).toBeTruthy()
  click('Open card')
  expect(screen.getByText('open: card')).toBeTruthy()
  click('Backdrop')
  expect(screen.getByText('open: none')).toBeTruthy()
})

test('events sent while the machine loads are applied in order: open then close ends closed', async () => {
  // A fresh module: React.lazy keeps what it loaded, and an earlier test may have loaded the machine.
  vi.resetModules()
  const fresh = await import('./modal-provider.tsx')
  render(
    <fresh.ModalProvider>
      <ModalProbe useControls={fresh.useModal} />
    </fresh.ModalProvider>,
  )
  click('Open card')
  click('Close')
  expect(screen.getByText('open: none')).toBeTruthy()
  // Let the machine load and take the two events.
  await act(async () => {
    await import('#machines/modal/modal-machine-host.tsx')
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
  expect(screen.getByText('open: none')).toBeTruthy()
  // The machine runs now: an open shows at once, without loading anything.
  click('Open payment')
  expect(screen.getByText('open: payment')).toBeTruthy()
})

test('useModal outside a ModalProvider says what is missing', () => {
  // React logs the thrown error; the assertion is on the error itself.
  const original = console.error
  console.error = () => undefined
  try {
    expect(() => render(<ModalProbe />)).toThrow('useModal() needs a <ModalProvider> above it')
  } finally {
    console.error = original
  }
})
