// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { acceptAll, rejectAll, type ConsentChoice } from '#domain/consent.ts'
import { loadMessages } from '#i18n/catalogues.ts'
import type { Locale } from '#schemas/locale.ts'
import { LocaleProvider } from '../locale-context.tsx'
import { TranslationProvider } from '../translation.tsx'
import { ConsentDialog } from './consent-dialog.tsx'
import { PrivacyConsentText } from './privacy-consent-text.tsx'

// The catalogues load once for the file; the dialog's own loading is then immediate.
beforeAll(async () => {
  await Promise.all(
    (['en-EU', 'fi-FI', 'sv-SE'] as const).map((locale) => loadMessages(locale, undefined, ['consent'])),
  )
})

afterEach(cleanup)

async function renderDialog({
  locale = 'en-EU',
  initial = null,
  onClose = null,
}: { locale?: Locale; initial?: ConsentChoice | null; onClose?: (() => void) | null } = {}) {
  const onDecide = vi.fn<(choice: ConsentChoice) => void>()
  const onLeave = vi.fn()
  // In act, so the dialog's texts (already loaded, but read through a promise) are in before it asserts.
  await act(async () => {
    render(
      <TranslationProvider locale={locale}>
        <LocaleProvider locale={locale}>
          <Suspense fallback={null}>
            <ConsentDialog initial={initial} onDecide={onDecide} onClose={onClose} onLeave={onLeave} />
          </Suspense>
        </LocaleProvider>
      </TranslationProvider>,
    )
    await Promise.resolve()
  })
  return { onDecide, onLeave }
}

test('a first visit shows a labelled, described modal with the four categories and no way around a choice', async () => {
  await renderDialog()
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings', hidden: true })
  expect(dialog).toHaveProperty('open', true)
  expect(dialog.getAttribute('aria-describedby')).not.toBeNull()
  const necessary = screen.getByRole('checkbox', { name: 'Necessary', hidden: true })
  expect(necessary).toHaveProperty('checked', true)
  expect(necessary).toHaveProperty('disabled', true)
  for (const name of ['Preferences', 'Statistics', 'Marketing']) {
    expect(screen.getByRole('checkbox', { name, hidden: true })).toHaveProperty('checked', false)
  }
  expect(screen.queryByRole('button', { name: 'Close cookie settings', hidden: true })).toBeNull()
  // Escape does not dismiss a first visit's question.
  fireEvent(dialog, new Event('cancel', { cancelable: true }))
  expect(dialog).toHaveProperty('open', true)
  // Focus starts on the title, so a screen reader begins with what the dialog is.
  expect(document.activeElement?.textContent).toBe('Cookie settings')
})

test('the policy sentence is one translated sentence with its link inside', async () => {
  const { onLeave, onDecide } = await renderDialog()
  const link = await screen.findByRole('link', { name: 'cookie policy', hidden: true })
  expect(link.getAttribute('href')).toBe('/en-EU/private/privacy-policy/cookies')
  // Following it closes the dialog so the policy can be read, without counting as a choice.
  link.addEventListener('click', (event) => event.preventDefault())
  fireEvent.click(link)
  expect(onLeave).toHaveBeenCalledTimes(1)
  expect(onDecide).not.toHaveBeenCalled()
  expect(link.parentElement?.textContent).toMatch(
    /You can change your choice at any time\. Read more in our cookie policy\.$/,
  )
})

test('accept all, reject all and a saved selection each answer with their choice', async () => {
  const { onDecide } = await renderDialog()
  fireEvent.click(await screen.findByRole('button', { name: 'Accept all', hidden: true }))
  expect(onDecide).toHaveBeenLastCalledWith(acceptAll)
  fireEvent.click(screen.getByRole('button', { name: 'Reject all', hidden: true }))
  expect(onDecide).toHaveBeenLastCalledWith(rejectAll)
  fireEvent.click(screen.getByRole('checkbox', { name: 'Statistics', hidden: true }))
  fireEvent.click(screen.getByRole('button', { name: 'Save selection', hidden: true }))
  expect(onDecide).toHaveBeenLastCalledWith({ preferences: false, statistics: true, marketing: false })
})

test('reopened, it shows the stored choice and may be closed without a change', async () => {
  const onClose = vi.fn()
  const { onDecide } = await renderDialog({
    initial: { preferences: true, statistics: false, marketing: true },
    onClose,
  })
  expect(await screen.findByRole('checkbox', { name: 'Preferences', hidden: true })).toHaveProperty(
    'checked',
    true,
  )
  expect(screen.getByRole('checkbox', { name: 'Marketing', hidden: true })).toHaveProperty('checked', true)
  fireEvent.click(screen.getByRole('button', { name: 'Close cookie settings', hidden: true }))
  expect(onClose).toHaveBeenCalledTimes(1)
  fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }))
  expect(onClose).toHaveBeenCalledTimes(2)
  expect(onDecide).not.toHaveBeenCalled()
})

test('the dialog speaks the page’s language, its link going to that locale’s policy', async () => {
  await renderDialog({ locale: 'fi-FI' })
  expect(await screen.findByRole('dialog', { name: 'Evästeasetukset', hidden: true })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Hyväksy kaikki', hidden: true })).toBeDefined()
  const link = screen.getByRole('link', { name: 'evästekäytännöstämme', hidden: true })
  expect(link.getAttribute('href')).toBe('/fi-FI/yksityisille/tietosuoja/evasteet')
})

test('a form’s consent text is one sentence with the privacy link inside', () => {
  render(
    <TranslationProvider locale="sv-SE">
      <LocaleProvider locale="sv-SE">
        <label>
          <input type="checkbox" />
          <PrivacyConsentText />
        </label>
      </LocaleProvider>
    </TranslationProvider>,
  )
  const link = screen.getByRole('link', { name: 'integritetspolicyn' })
  expect(link.getAttribute('href')).toBe('/sv-SE/privat/integritetspolicy')
  expect(link.closest('label')?.textContent).toBe(
    'Jag godkänner att mina uppgifter behandlas enligt integritetspolicyn.',
  )
})
