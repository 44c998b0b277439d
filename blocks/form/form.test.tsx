// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.test/en-EU/about-us/company-info/contact-us"}
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { dataLayerGateState, openDataLayer } from '#components/data-layer.ts'
import { NoticesHost } from '#components/notices/notices-host.tsx'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { LocaleProvider } from '#components/locale-context.tsx'
import { TranslationProvider } from '#components/translation.tsx'
import { formSubmitPath } from '#schemas/form-submission.ts'
import { mockServer } from '#tests/setup/msw.ts'
import { formFixtures } from './form.fixtures.ts'
import { formSchema } from './form.schema.ts'
import { Form } from './form.tsx'

const submitUrl = `https://site.test${formSubmitPath}`

beforeEach(() => {
  if (dataLayerGateState(window) !== 'open') openDataLayer(window)
  Reflect.set(window, 'dataLayer', [])
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderForm(fixture: keyof typeof formFixtures, isPageHeading = false) {
  const block = formSchema.parse(formFixtures[fixture])
  render(
    <TranslationProvider locale="en-EU">
      <LocaleProvider locale="en-EU">
        <PageHeadingProvider isPageHeading={isPageHeading}>
          <Form block={block} />
        </PageHeadingProvider>
        <NoticesHost />
      </LocaleProvider>
    </TranslationProvider>,
  )
  return block
}

const field = (name: string | RegExp) => screen.getByLabelText(name)
const formStatus = () => document.querySelector('.form-block__status')

/** As a browser does for typing: an input event per change of the text, a change event as it is left. */
function type(name: string | RegExp, value: string) {
  fireEvent.input(field(name), { target: { value } })
  fireEvent.change(field(name))
  fireEvent.blur(field(name))
}

function errorOf(name: string | RegExp): string | null {
  const element = field(name)
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'form-field__error')
  return error?.textContent ?? null
}

function groupError(legend: string): string | null {
  const group = screen.getByRole('group', { name: legend })
  return group.querySelector('.form-field__error')?.textContent ?? null
}

function fillContact() {
  type('Name', 'Aino Virtanen')
  type('E-mail', 'aino@example.fi')
  type(/^Phone/, '040 123 4567')
  fireEvent.change(field('Topic'), { target: { value: 'station' } })
  type('Message', 'The car wash at Hervanta stopped halfway.')
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
}

test('the heading names the form, and a required field, a hint and the consent link are wired up', () => {
  renderForm('contact', true)
  expect(screen.getByRole('heading', { level: 1, name: 'Send us a message' })).toBeTruthy()
  expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy()
  expect(field('Name').hasAttribute('required')).toBe(true)
  // An optional field says so in its label.
  const phone = field('Phone (optional)')
  expect(phone.hasAttribute('required')).toBe(false)
  const hint = document.getElementById(phone.getAttribute('aria-describedby') ?? '')
  expect(hint?.textContent).toBe('If you would rather we call you.')
  const link = screen.getByRole('link', { name: 'privacy policy' })
  expect(link.getAttribute('href')).toBe('/en-EU/private/privacy-policy')
})

test('the honeypot is hidden from people: aria-hidden, out of the tab order, no autofill', () => {
  renderForm('contact')
  const trap = document.querySelector<HTMLInputElement>('input[name="extra_notes"]')
  expect(trap?.tabIndex).toBe(-1)
  expect(trap?.getAttribute('autocomplete')).toBe('off')
  expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
  expect(screen.queryByRole('textbox', { name: /empty/ })).toBeNull()
})

test('bad input shows the catalogue messages on blur, with the CMS bounds in them', () => {
  renderForm('everyRule')
  type(/^Nickname/, 'ab')
  expect(errorOf(/^Nickname/)).toBe('Field must contain at least 3 characters')
  type(/^Nickname/, 'abc<')
  expect(errorOf(/^Nickname/)).toBe('Field contains forbidden symbols')
  type(/^Nickname/, 'a'.repeat(21))
  expect(errorOf(/^Nickname/)).toBe('The maximum character limit 20 has been exceeded')
  type(/^E-mail$/, 'aino@')
  expect(errorOf(/^E-mail$/)).toBe('Fill in the email address')
  type(/^E-mail$/, 'aino@example.fi')
  type(/^E-mail again/, 'aino@example.com')
  expect(errorOf(/^E-mail again/)).toBe('Fields do not match')
  type(/^Phone$/, 'call me')
  expect(errorOf(/^Phone$/)).toBe('Fill in the phone number')
  type(/^Phone with country code/, '040 123 4567')
  expect(errorOf(/^Phone with country code/)).toBe('Fill in the phone number including the country code')
  type(/^Litres/, '12a')
  expect(errorOf(/^Litres/)).toBe('No letters allowed')
  type(/^Litres/, '4')
  expect(errorOf(/^Litres/)).toBe('Minimal value must be 5')
  type(/^Litres/, '101')
  expect(errorOf(/^Litres/)).toBe('Maximum value must be 100')
  type(/^Litres/, '10,125')
  expect(errorOf(/^Litres/)).toBe('The maximum number of decimal places is 2')
  type(/^Washes/, '12')
  expect(errorOf(/^Washes/)).toBe('The value must be a multiple of 5')
  type(/^Type the word/, 'BOREALIS')
  expect(errorOf(/^Type the word/)).toBe('Field has an invalid value')
  type(/^Message/, '   ')
  expect(errorOf(/^Message/)).toBeNull()
  type(/^Nickname/, '   ')
  expect(errorOf(/^Nickname/)).toBe('Fill in the field')
  type(/^Nickname/, '')
  expect(errorOf(/^Nickname/)).toBe('This field is required')
})

test('a refused send names every field, focuses the first, and sends nothing', async () => {
  const sent = vi.fn()
  mockServer.use(http.post(submitUrl, () => (sent(), HttpResponse.json({ received: true }))))
  renderForm('everyRule')
  fireEvent.click(screen.getByRole('checkbox', { name: 'Car wash' }))
  fireEvent.submit(screen.getByRole('form'))
  await waitFor(() => expect(errorOf(/^Nickname/)).toBe('This field is required'))
  expect(groupError('Services')).toBe('Choose 2 options')
  expect(groupError('Contact me by')).toBe('This field is required')
  expect(errorOf('Station')).toBe('This field is required')
  expect(screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid')).toBe('true')
  await waitFor(() => expect(document.activeElement).toBe(field(/^Nickname/)))
  expect(sent).not.toHaveBeenCalled()
})

test('a valid form is sent with its id, values, start time and locale header, then thanks the visitor', async () => {
  let received: { body: unknown; locale: string | null } | null = null
  mockServer.use(
    http.post(submitUrl, async ({ request }) => {
      received = { body: await request.json(), locale: request.headers.get('aurora-locale') }
      return HttpResponse.json({ received: true })
    }),
  )
  renderForm('contact')
  fillContact()
  fireEvent.submit(screen.getByRole('form'))
  await waitFor(() =>
    expect(formStatus()?.textContent).toBe('Thank you! We will answer within two working days.'),
  )
  expect(received).toMatchObject({
    locale: 'en-EU',
    body: {
      formId: 'customer-service-contact',
      values: {
        name: 'Aino Virtanen',
        email: 'aino@example.fi',
        phone: '040 123 4567',
        topic: 'station',
        message: 'The car wash at Hervanta stopped halfway.',
        privacy: true,
      },
      startedAt: expect.any(Number),
    },
  })
  expect(screen.queryByRole('form')).toBeNull()
  // The button that had focus is gone: focus moves to the thanks (in an effect, after the paint).
  await waitFor(() => expect(document.activeElement).toBe(formStatus()))
})

test('a failed send shows the notice, tracks Error Message and keeps every field as typed', async () => {
  mockServer.use(
    http.post(submitUrl, () => HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 })),
  )
  renderForm('contact')
  fillContact()
  fireEvent.submit(screen.getByRole('form'))
  const alert = screen.getByRole('alert')
  await waitFor(
    () => expect(within(alert).getByText('Could not submit form, try again later')).toBeTruthy(),
    {
      timeout: 3000,
    },
  )
  expect(Reflect.get(window, 'dataLayer')).toEqual([
    { event: 'Error Message', errorStatus: 500, errorType: 'exception' },
  ])
  expect(field('Name')).toHaveProperty('value', 'Aino Virtanen')
  expect(field('E-mail')).toHaveProperty('value', 'aino@example.fi')
  expect(field('Phone (optional)')).toHaveProperty('value', '040 123 4567')
  expect(field('Topic')).toHaveProperty('value', 'station')
  expect(field('Message')).toHaveProperty('value', 'The car wash at Hervanta stopped halfway.')
  expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveProperty('checked', true)
  expect(formStatus()?.textContent).toBe('')
})

test('a block whose rule names a missing field, or repeats a name, is refused naming the field', () => {
  const result = formSchema.safeParse({
    ...formFixtures.everyRule,
    fields: [
      { type: 'email', name: 'email', label: 'E-mail', matches: 'nowhere' },
      { type: 'text', name: 'email', label: 'Again' },
    ],
  })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
    'fields.0.matches',
    'fields.1.name',
  ])
})
