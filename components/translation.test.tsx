// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { setMessageOverrides } from '#i18n/catalogues.ts'
import type { Locale } from '#schemas/locale.ts'
import { TranslationProvider, useT } from './translation.tsx'

afterEach(() => {
  cleanup()
  setMessageOverrides('fi-FI', { dsc: {}, locale: {} })
})

function Texts() {
  const t = useT()
  return (
    <p>
      {t('validation.required')} | {t('validation.minLength', { n: 8 })}
    </p>
  )
}

function page(locale: Locale) {
  return (
    <TranslationProvider locale={locale}>
      <Texts />
    </TranslationProvider>
  )
}

test.each([
  ['fi-FI', 'Tämä kenttä on pakollinen | Kentässä on oltava vähintään 8 merkkiä'],
  ['en-EU', 'This field is required | Field must contain at least 8 characters'],
  ['sv-SE', 'Det här fältet är obligatoriskt | Fältet måste innehålla minst 8 tecken'],
  ['no-NO', 'Dette feltet er obligatorisk | Feltet må inneholde minst 8 tegn'],
] as const)('%s texts, placeholders filled', (locale, text) => {
  render(page(locale))
  expect(screen.getByText(text)).toBeTruthy()
})

test('editor overrides show, and a later render picks up changed overrides', () => {
  setMessageOverrides('fi-FI', { dsc: {}, locale: { validation: { required: 'Pakollinen tieto' } } })
  const { rerender } = render(page('fi-FI'))
  expect(screen.getByText(/^Pakollinen tieto \|/)).toBeTruthy()
  setMessageOverrides('fi-FI', { dsc: { validation: { required: 'Täytä tämä' } }, locale: {} })
  rerender(page('fi-FI'))
  expect(screen.getByText(/^Täytä tämä \|/)).toBeTruthy()
})

test('server and browser render the same texts from the same overrides', () => {
  setMessageOverrides('fi-FI', { dsc: {}, locale: { validation: { required: 'Pakollinen tieto' } } })
  const html = renderToString(page('fi-FI'))
  const server = document.createElement('div')
  server.innerHTML = html
  const { container } = render(page('fi-FI'))
  expect(container.textContent).toBe(server.textContent)
  expect(server.textContent).toMatch(/^Pakollinen tieto \|/)
})
