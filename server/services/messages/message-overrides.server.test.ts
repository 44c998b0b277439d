import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { loadMessageOverrides, MessageOverridesError } from './message-overrides.server.ts'

const directories: string[] = []

/** A content folder holding only the given files (paths relative to it, values written as given). */
function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-messages-'))
  directories.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

afterEach(() => {
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('the overrides shipped in content/i18n are all valid and all take effect', () => {
  const { overrides, warnings } = loadMessageOverrides('content')
  expect(warnings).toEqual([])
  expect(overrides['fi-FI'].locale).toEqual({ openingHours: { open24h: 'Avoinna 24 h, myös pyhäpäivinä' } })
  expect(overrides['fi-FI'].dsc).toEqual({ navigation: { loading: 'Ladataan sivua…' } })
  // en-EU has no files: it keeps its bundled texts.
  expect(overrides['en-EU']).toEqual({ dsc: {}, locale: {} })
})

test('a folder without i18n files gives every locale empty overrides', () => {
  const { overrides, warnings } = loadMessageOverrides(contentDir({}))
  expect(Object.keys(overrides).sort()).toEqual([...locales].sort())
  for (const locale of locales) expect(overrides[locale]).toEqual({ dsc: {}, locale: {} })
  expect(warnings).toEqual([])
})

test('each locale reads its own dsc and locale files', () => {
  const dir = contentDir({
    'i18n/dsc/sv-SE.json': JSON.stringify({ dialog: { close: 'Stäng fönstret' } }),
    'i18n/sv-SE.json': JSON.stringify({ form: { submitFailed: 'Formuläret kunde inte skickas just nu' } }),
  })
  const { overrides } = loadMessageOverrides(dir)
  expect(overrides['sv-SE']).toEqual({
    dsc: { dialog: { close: 'Stäng fönstret' } },
    locale: { form: { submitFailed: 'Formuläret kunde inte skickas just nu' } },
  })
  expect(overrides['no-NO']).toEqual({ dsc: {}, locale: {} })
})

test.each([
  ['not JSON', '{ "dialog": ', /i18n\/fi-FI\.json: not valid JSON/],
  ['a list', '["a"]', /i18n\/fi-FI\.json: \(document\): /],
  ['a number as text', JSON.stringify({ dialog: { close: 5 } }), /i18n\/fi-FI\.json: dialog\.close: /],
  [
    'an empty text',
    JSON.stringify({ dialog: { close: '  ' } }),
    /dialog\.close: an override must not be empty/,
  ],
  ['a dotted key', JSON.stringify({ 'dialog.close': 'Sulje' }), /a key is one word without dots/],
  [
    'a nested message',
    JSON.stringify({ dialog: { close: 'Sulje $t(dialog.title)' } }),
    /i18n\/fi-FI\.json: dialog\.close: must not nest another message with \$t\(…\)/,
  ],
])('a file holding %s stops the start, naming file and field', (_, text, message) => {
  const dir = contentDir({ 'i18n/fi-FI.json': text })
  expect(() => loadMessageOverrides(dir)).toThrow(MessageOverridesError)
  expect(() => loadMessageOverrides(dir)).toThrow(message)
})

test('every problem of every file is listed at once', () => {
  const dir = contentDir({
    'i18n/fi-FI.json': JSON.stringify({ dialog: { close: '' } }),
    'i18n/dsc/no-NO.json': 'nope',
  })
  try {
    loadMessageOverrides(dir)
    expect.unreachable()
  } catch (error) {
    if (!(error instanceof MessageOverridesError)) throw error
    expect(error.problems).toHaveLength(2)
    expect(error.problems.join('\n')).toMatch(/i18n\/fi-FI\.json: dialog\.close/)
    expect(error.problems.join('\n')).toMatch(/i18n\/dsc\/no-NO\.json: not valid JSON/)
  }
})

test('an unknown key, or a text with other placeholders, is left out with a warning; the rest applies', () => {
  const dir = contentDir({
    'i18n/en-EU.json': JSON.stringify({
      dialog: { close: 'Close window', clsoe: 'typo' },
      payment: { failed: 'Payment failed, call us' },
      table: { showing: '{{amount}} of {{total}} shown' },
    }),
  })
  const { overrides, warnings } = loadMessageOverrides(dir)
  expect(overrides['en-EU'].locale).toEqual({
    dialog: { close: 'Close window' },
    table: { showing: '{{amount}} of {{total}} shown' },
  })
  expect(warnings).toEqual([
    expect.stringMatching(/i18n\/en-EU\.json: dialog\.clsoe: no such message in the bundled catalogue/),
    expect.stringMatching(
      /i18n\/en-EU\.json: payment\.failed: placeholders none differ from the bundled \{\{phone\}\}/,
    ),
  ])
})
