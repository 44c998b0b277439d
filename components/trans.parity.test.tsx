import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ComponentType, ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { TransWithoutContext } from 'react-i18next'
import { beforeEach, expect, test, vi } from 'vitest'
import type { MessageOverrides, Messages } from '#i18n/messages.ts'
import { messageAt, messageKeys } from '#i18n/messages.ts'
import { locales, type Locale } from '#schemas/locale.ts'

/*
 * ADR 031: `Trans` (trans.tsx) renders the catalogues' tagged sentences itself; react-i18next's
 * `TransWithoutContext` on the locale's i18next instance is what it must match, markup for markup, for
 * every tagged text of every locale (bundled, with content/i18n/'s overrides), and for the tag forms an
 * override could bring (several tags, a tag without an element, a self-closing tag, tags at either end).
 */

async function freshModules() {
  vi.resetModules()
  return {
    ...(await import('#i18n/catalogues.ts')),
    ...(await import('#i18n/i18n.ts')),
    ...(await import('#i18n/translator.ts')),
    ...(await import('./trans.tsx')),
    ...(await import('./translation.tsx')),
  }
}

let modules: Awaited<ReturnType<typeof freshModules>>
beforeEach(async () => {
  modules = await freshModules()
})

interface ReferenceProps {
  i18n: ReturnType<typeof modules.i18nFor>
  t: ReturnType<ReturnType<typeof modules.i18nFor>['getFixedT']>
  i18nKey: string
  components: Readonly<Record<string, ReactElement>>
  values?: Record<string, string | number>
}
// The props this test passes; `Trans`'s own typing checks `i18nKey` against a typed catalogue.
const Reference: ComponentType<ReferenceProps> = TransWithoutContext

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || isMessages(entry))
  )
}

function overrideFile(...path: string[]): Messages {
  const file = resolve(import.meta.dirname, '../content/i18n', ...path)
  if (!existsSync(file)) return {}
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!isMessages(parsed)) throw new Error(`${file} is not a message catalogue`)
  return parsed
}

/** The content's overrides, and tag forms no bundled text has yet, in the override file format. */
function overrides(locale: Locale): MessageOverrides {
  return {
    dsc: overrideFile('dsc', `${locale}.json`),
    locale: {
      ...overrideFile(`${locale}.json`),
      tagged: {
        two: 'See <first>one</first> and <second>two</second>, {{name}}.',
        unknown: 'Before <nobody>kept text</nobody> after.',
        selfClosing: 'A line<first/>break.',
        edges: '<first>Start</first> middle <second>end</second>',
      },
    },
  }
}

/** An element for each tag name of the text, told apart in the markup. */
function elementsFor(text: string): Record<string, ReactElement> {
  const names = [...text.matchAll(/<\/?([A-Za-z][\w-]*)\s*\/?>/g)].map((match) => match[1] ?? '')
  return Object.fromEntries(
    names
      .filter((name) => name !== 'nobody')
      .map((name) => [name, <a href={`/to/${name}`} data-tag={name} />]),
  )
}

test.each(locales)('%s: every tagged text renders as react-i18next’s Trans renders it', (locale) => {
  modules.setMessageOverrides(locale, overrides(locale))
  const messages = modules.messagesFor(locale)
  const translate = modules.createTranslator(locale, messages)
  const instance = modules.i18nFor(locale)
  const tagged = messageKeys(messages).filter((key) => (messageAt(messages, key) ?? '').includes('<'))
  // The two bundled sentences and the four override forms at least.
  expect(tagged.length).toBeGreaterThanOrEqual(6)
  const differences = tagged.flatMap((key) => {
    const elements = elementsFor(messageAt(messages, key) ?? '')
    const values = { name: 'Aino' }
    const expected = renderToStaticMarkup(
      <Reference
        i18n={instance}
        t={instance.getFixedT(locale)}
        i18nKey={key}
        components={elements}
        values={values}
      />,
    )
    const actual = renderToStaticMarkup(<>{modules.sentenceParts(translate(key, values), elements)}</>)
    return expected === actual ? [] : [{ key, expected, actual }]
  })
  expect(differences).toEqual([])
})

test.each(locales)('%s: the Trans component shows the catalogue’s sentences with their links', (locale) => {
  modules.setMessageOverrides(locale, overrides(locale))
  const instance = modules.i18nFor(locale)
  const { Trans, TranslationProvider } = modules
  const policyLink = <a href="/policy" />
  for (const messageKey of ['consent.dialog.intro', 'form.privacyConsent'] as const) {
    const elements = { policyLink, privacyLink: policyLink }
    const expected = renderToStaticMarkup(
      <Reference i18n={instance} t={instance.getFixedT(locale)} i18nKey={messageKey} components={elements} />,
    )
    const actual = renderToStaticMarkup(
      <TranslationProvider locale={locale}>
        <Trans messageKey={messageKey} elements={elements} />
      </TranslationProvider>,
    )
    expect(actual).toBe(expected)
    expect(actual).toMatch(/<a href="\/policy">[^<]+<\/a>/)
  }
})
