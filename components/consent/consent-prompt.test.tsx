// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { earlyPressAttribute } from '#http/early-press.ts'
import { singleHostLinkContext, type LinkContext } from '#i18n/link-context.ts'
import { loadMessages } from '#i18n/catalogues.ts'
import { LocaleProvider } from '../locale-context.tsx'
import { TranslationProvider } from '../translation.tsx'
import { ConsentDialog } from './consent-dialog.tsx'
import { consentPromptHtml } from './consent-prompt-html.tsx'
import { consentPromptId, promptAnswerOf, promptSelection, removeConsentPrompt } from './consent-prompt.ts'

beforeAll(async () => {
  await Promise.all(
    (['en-EU', 'fi-FI'] as const).map((locale) => loadMessages(locale, undefined, ['consent'])),
  )
})

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/** The server's question, put into the page as the server writes it (at the start of the body). */
function putPrompt(html = consentPromptHtml('en-EU', singleHostLinkContext)): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', html)
  const prompt = document.getElementById(consentPromptId)
  if (prompt === null) throw new Error('no question in the HTML')
  return prompt
}

function box(prompt: HTMLElement, name: string): HTMLInputElement {
  const element = within(prompt).getByRole('checkbox', { name })
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is no input`)
  return element
}

test('the server’s question is an open dialog, named and described, with unticked optional boxes', () => {
  const prompt = putPrompt()
  const dialog = within(prompt).getByRole('dialog', { name: 'Cookie settings' })
  expect(dialog).toHaveProperty('open', true)
  expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
    /^We use necessary cookies/,
  )
  expect(box(prompt, 'Necessary')).toMatchObject({ checked: true, disabled: true })
  for (const name of ['Preferences', 'Statistics', 'Marketing']) {
    expect(box(prompt, name)).toMatchObject({ checked: false, disabled: false })
  }
  const answers = within(prompt)
    .getAllByRole('button')
    .map((button) => [button.textContent, button.dataset['consentAnswer']])
  expect(answers).toEqual([
    ['Reject all', 'reject'],
    ['Save selection', 'selection'],
    ['Accept all', 'accept'],
  ])
  // A first visit answers: there is no way to close it.
  expect(within(prompt).queryByRole('button', { name: 'Close cookie settings' })).toBeNull()
})

test.each<[string, LinkContext, string]>([
  ['single host', singleHostLinkContext, '/fi-FI/yksityisille/tietosuoja/evasteet'],
  [
    'the locale’s own domain',
    { hostLocale: 'fi-FI', domains: { 'fi-FI': 'aurora.fi' }, protocol: 'https:' },
    '/yksityisille/tietosuoja/evasteet',
  ],
])('in Finnish on %s, its policy link is the page’s own kind of link', (_, linkContext, href) => {
  const prompt = putPrompt(consentPromptHtml('fi-FI', linkContext))
  expect(within(prompt).getByRole('dialog', { name: 'Evästeasetukset' })).toBeDefined()
  expect(within(prompt).getByRole('link', { name: 'evästekäytännöstämme' }).getAttribute('href')).toBe(href)
})

/**
 * An element's markup as a comparable shape: each element's name, its attributes in name order (the ids
 * React made numbered by first appearance, as `useId` and the server name them differently) and its
 * children; text as it is.
 */
function shapeOf(root: Element): unknown {
  const ids: string[] = []
  const numbered = (value: string) =>
    value.replace(
      /^(.*?)((-(necessary|preferences|statistics|marketing))?(-description)?)$/,
      (_, base: string, suffix: string) => {
        if (!ids.includes(base)) ids.push(base)
        return `id${ids.indexOf(base)}${suffix}`
      },
    )
  const idAttributes = new Set(['id', 'for', 'aria-labelledby', 'aria-describedby'])
  const shape = (node: Node): unknown => {
    if (!(node instanceof Element)) return node.textContent
    const attributes = [...node.attributes]
      // The question's buttons have no handlers and carry the early-press mark (ADR 044); the dialog's do not.
      .filter(({ name }) => name !== earlyPressAttribute)
      .map(({ name, value }) => [name, idAttributes.has(name) ? numbered(value) : value])
      .sort(([a = ''], [b = '']) => a.localeCompare(b))
    return [node.tagName, attributes, [...node.childNodes].map(shape)]
  }
  return [...root.childNodes].map(shape)
}

/** The dialog as a first visit opens it, its texts in (read through a promise) before the test asserts. */
async function renderFirstVisitDialog() {
  await act(async () => {
    render(
      <TranslationProvider locale="en-EU">
        <LocaleProvider locale="en-EU">
          <Suspense fallback={null}>
            <ConsentDialog initial={null} onDecide={() => {}} onClose={null} onLeave={() => {}} />
          </Suspense>
        </LocaleProvider>
      </TranslationProvider>,
    )
    await Promise.resolve()
  })
}

test('the question and the first visit’s dialog are one markup: the same texts in the same boxes', async () => {
  const prompt = putPrompt()
  const question = prompt.querySelector('dialog')
  if (question === null) throw new Error('no dialog in the question')
  const questionShape = shapeOf(question)
  removeConsentPrompt()
  await renderFirstVisitDialog()
  const dialog = await screen.findByRole('dialog', { hidden: true })
  expect(shapeOf(dialog)).toEqual(questionShape)
  expect(JSON.stringify(questionShape)).toContain('Accept all')
  const marked = (buttons: NodeListOf<Element>) =>
    [...buttons].map((button) => button.hasAttribute(earlyPressAttribute))
  expect(marked(question.querySelectorAll('button[data-consent-answer]'))).toEqual([true, true, true])
  expect(marked(dialog.querySelectorAll('button[data-consent-answer]'))).toEqual([false, false, false])
})

test('an answer on the question is read with the boxes ticked when it was given', () => {
  const prompt = putPrompt()
  box(prompt, 'Statistics').click()
  const button = (name: string) => within(prompt).getByRole('button', { name })
  expect(promptSelection()).toEqual({ preferences: false, statistics: true, marketing: false })
  expect(promptAnswerOf(button('Save selection'))).toEqual({
    answer: 'selection',
    selection: { preferences: false, statistics: true, marketing: false },
  })
  expect(promptAnswerOf(button('Accept all'))).toMatchObject({ answer: 'accept' })
  // Not an answer: a box, the page outside, a button with an answer's name that is not the question's.
  expect(promptAnswerOf(box(prompt, 'Marketing'))).toBeNull()
  document.body.insertAdjacentHTML('beforeend', '<button data-consent-answer="accept">Accept all</button>')
  expect(promptAnswerOf(document.body.lastElementChild)).toBeNull()
  expect(promptAnswerOf(null)).toBeNull()
  // A button in the question with no answer this code knows.
  prompt
    .querySelector('dialog')
    ?.insertAdjacentHTML('beforeend', '<button data-consent-answer="maybe">Maybe</button>')
  expect(promptAnswerOf(button('Maybe'))).toBeNull()

  removeConsentPrompt()
  expect(document.getElementById(consentPromptId)).toBeNull()
  expect(promptSelection()).toBeNull()
  expect(promptAnswerOf(button('Reject all'))).toBeNull()
})

test('the first visit’s dialog takes the question’s place with the boxes ticked on it', async () => {
  const prompt = putPrompt()
  box(prompt, 'Marketing').click()
  await renderFirstVisitDialog()
  expect(document.getElementById(consentPromptId)).toBeNull()
  expect(await screen.findByRole('checkbox', { name: 'Marketing', hidden: true })).toHaveProperty(
    'checked',
    true,
  )
  expect(screen.getByRole('checkbox', { name: 'Statistics', hidden: true })).toHaveProperty('checked', false)
})

test('the first visit’s dialog keeps the keyboard on the control it was on in the question', async () => {
  const prompt = putPrompt()
  within(prompt).getByRole('button', { name: 'Reject all' }).focus()
  await renderFirstVisitDialog()
  expect(document.getElementById(consentPromptId)).toBeNull()
  // The dialog's own "Reject all", not the question's, which is gone: an Enter now answers.
  const reject = screen.getByRole('button', { name: 'Reject all', hidden: true })
  expect(document.activeElement).toBe(reject)
  expect(reject.closest('dialog')?.open).toBe(true)
})

test('a box the keyboard was on in the question has it in the dialog, ticked as it was', async () => {
  const prompt = putPrompt()
  const statistics = box(prompt, 'Statistics')
  statistics.click()
  statistics.focus()
  await renderFirstVisitDialog()
  const carried = screen.getByRole('checkbox', { name: 'Statistics', hidden: true })
  expect(document.activeElement).toBe(carried)
  expect(carried).toHaveProperty('checked', true)
})

test('with the keyboard elsewhere, the dialog starts on its title', async () => {
  putPrompt()
  document.body.insertAdjacentHTML('beforeend', '<button type="button">Elsewhere</button>')
  screen.getByRole('button', { name: 'Elsewhere' }).focus()
  await renderFirstVisitDialog()
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookie settings', hidden: true }))
})
