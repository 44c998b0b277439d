// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import type { Locale } from '#schemas/locale.ts'
import { TranslationProvider } from '../translation.tsx'
import { createNoticeStore, maxShownNotices, type NoticeStore } from './notice-store.ts'
import { NoticesHost, successNoticeMs } from './notices-host.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderHost(locale: Locale = 'en-EU') {
  const store = createNoticeStore()
  render(
    <TranslationProvider locale={locale}>
      <NoticesHost store={store} />
    </TranslationProvider>,
  )
  return store
}

const politeRegion = () => screen.getByRole('status')
const assertiveRegion = () => screen.getByRole('alert')

function show(store: NoticeStore, notice: Parameters<NoticeStore['show']>[0]) {
  let id = 0
  act(() => {
    id = store.show(notice)
  })
  return id
}

test('the live regions are in the page before any notice, also when rendered on the server', () => {
  const html = renderToString(
    <TranslationProvider locale="en-EU">
      <NoticesHost store={createNoticeStore()} />
    </TranslationProvider>,
  )
  expect(html).toContain('role="status" aria-live="polite"')
  expect(html).toContain('role="alert" aria-live="assertive"')
  renderHost()
  expect(politeRegion().textContent).toBe('')
  expect(assertiveRegion().textContent).toBe('')
})

test('a success is announced politely, translated, with its values', () => {
  const store = renderHost('fi-FI')
  show(store, {
    kind: 'success',
    messageKey: 'addToCartNotification.added',
    values: { name: 'Premium-pesu' },
  })
  expect(politeRegion().textContent).toContain('Premium-pesu lisätty ostoskoriin')
  expect(assertiveRegion().textContent).toBe('')
})

test('an error is announced assertively and an info politely', () => {
  const store = renderHost()
  show(store, { kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' })
  show(store, { kind: 'info', messageKey: 'addToCartNotification.limitReached' })
  expect(assertiveRegion().textContent).toContain('Cart update failed')
  expect(politeRegion().textContent).toContain('The cart cannot take more of this product')
  expect(politeRegion().textContent).not.toContain('Cart update failed')
})

test('each notice has a dismiss button that removes it', () => {
  const store = renderHost()
  show(store, { kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' })
  show(store, { kind: 'info', messageKey: 'addToCartNotification.limitReached' })
  fireEvent.click(within(assertiveRegion()).getByRole('button', { name: 'Dismiss notification' }))
  expect(assertiveRegion().textContent).toBe('')
  expect(politeRegion().textContent).toContain('The cart cannot take more of this product')
  expect(store.getSnapshot()).toHaveLength(1)
})

test('a success goes by itself; an error and an info stay until dismissed', () => {
  vi.useFakeTimers()
  const store = renderHost()
  show(store, {
    kind: 'success',
    messageKey: 'addToCartNotification.added',
    values: { name: 'Premium wash' },
  })
  show(store, { kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' })
  show(store, { kind: 'info', messageKey: 'addToCartNotification.limitReached' })
  act(() => {
    vi.advanceTimersByTime(successNoticeMs - 1)
  })
  expect(politeRegion().textContent).toContain('Premium wash added to cart')
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(politeRegion().textContent).not.toContain('Premium wash added to cart')
  act(() => {
    vi.advanceTimersByTime(successNoticeMs * 10)
  })
  expect(assertiveRegion().textContent).toContain('Cart update failed')
  expect(politeRegion().textContent).toContain('The cart cannot take more of this product')
})

test('a success under the pointer or the keyboard focus waits until they leave', () => {
  vi.useFakeTimers()
  const store = renderHost()
  show(store, {
    kind: 'success',
    messageKey: 'addToCartNotification.added',
    values: { name: 'Premium wash' },
  })
  const dismiss = within(politeRegion()).getByRole('button', { name: 'Dismiss notification' })
  fireEvent.focus(dismiss)
  act(() => {
    vi.advanceTimersByTime(successNoticeMs * 2)
  })
  expect(politeRegion().textContent).toContain('Premium wash added to cart')
  fireEvent.blur(dismiss)
  act(() => {
    vi.advanceTimersByTime(successNoticeMs)
  })
  expect(politeRegion().textContent).toBe('')
})

test(`at most ${maxShownNotices} notices are shown; the oldest make way`, () => {
  const store = renderHost()
  for (let count = 1; count <= maxShownNotices + 2; count++) {
    show(store, {
      kind: 'info',
      messageKey: 'addToCartNotification.added',
      values: { name: `Wash ${count}` },
    })
  }
  const shown = within(politeRegion())
    .getAllByText(/added to cart/)
    .map((element) => element.textContent)
  expect(shown).toEqual(
    Array.from({ length: maxShownNotices }, (_, index) => `Wash ${index + 3} added to cart`),
  )
})

test('spec §5: a notice with an empty message is refused with an error, and nothing is shown', () => {
  const store = createNoticeStore()
  const listener = vi.fn()
  store.subscribe(listener)
  // Only a key of the catalogue compiles; an empty one can still come from data at run time, which
  // Reflect.apply lets through as such data would.
  const showUntyped = (messageKey: string) => {
    Reflect.apply(store.show, store, [{ kind: 'error', messageKey }])
  }
  expect(() => {
    showUntyped('')
  }).toThrow(RangeError)
  expect(() => {
    showUntyped('  ')
  }).toThrow(/spec §5/)
  expect(store.getSnapshot()).toEqual([])
  expect(listener).not.toHaveBeenCalled()
})

test('dismissing a notice that is gone changes nothing and wakes no one', () => {
  const store = createNoticeStore()
  const id = store.show({ kind: 'info', messageKey: 'addToCartNotification.limitReached' })
  store.dismiss(id)
  const listener = vi.fn()
  store.subscribe(listener)
  const before = store.getSnapshot()
  store.dismiss(id)
  expect(store.getSnapshot()).toBe(before)
  expect(listener).not.toHaveBeenCalled()
})
