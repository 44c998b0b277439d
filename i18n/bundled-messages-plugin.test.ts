import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { catalogueParts, messagesPartOf } from './bundled-messages-plugin.ts'
import { lazyMessageNamespaces } from './message-namespaces.ts'
import { mergeMessages, messageKeys, type Messages } from './messages.ts'

/** A parsed catalogue, checked to be texts in namespaces all the way down. */
function messagesOf(value: unknown): Messages {
  const isMessages = (candidate: unknown): candidate is Messages =>
    typeof candidate === 'object' &&
    candidate !== null &&
    !Array.isArray(candidate) &&
    Object.values(candidate).every((entry) => typeof entry === 'string' || isMessages(entry))
  if (!isMessages(value)) throw new Error('not a message catalogue')
  return value
}

const catalogue: Messages = {
  chrome: { skip: 'Skip to content' },
  station: { openNow: 'Open now', services: { fuel95: '95 E10' } },
  errorPage: { title: 'Error' },
}

test('a part import names the catalogue file and the part; other modules are not parts', () => {
  expect(messagesPartOf('/repo/i18n/messages/fi-FI.json?messages-part=station')).toEqual({
    file: '/repo/i18n/messages/fi-FI.json',
    name: 'station',
  })
  expect(messagesPartOf('/repo/i18n/messages/fi-FI.json')).toBeNull()
  expect(messagesPartOf('/repo/i18n/messages/fi-FI.json?raw')).toBeNull()
  expect(messagesPartOf('/repo/blocks/registry.ts?messages-part=core')).toBeNull()
})

test('the core leaves the lazy namespaces out; a namespace part holds that namespace alone', () => {
  expect(catalogueParts(catalogue, 'core')).toEqual({
    chrome: catalogue['chrome'],
    errorPage: catalogue['errorPage'],
  })
  expect(catalogueParts(catalogue, 'station')).toEqual({ station: catalogue['station'] })
  expect(() => catalogueParts(catalogue, 'chrome')).toThrow('not a catalogue part')
  expect(() => catalogueParts(['not', 'an', 'object'], 'core')).toThrow('JSON object')
})

test('for every locale, the core and the namespace parts together are the whole catalogue', () => {
  for (const locale of ['fi-FI', 'en-EU', 'sv-SE', 'no-NO']) {
    const whole = messagesOf(
      JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')),
    )
    const core = catalogueParts(whole, 'core')
    const parts = lazyMessageNamespaces.map((namespace) => catalogueParts(whole, namespace))
    const rebuilt = mergeMessages(...[core, ...parts].map(messagesOf))
    expect(messageKeys(rebuilt).sort()).toEqual(messageKeys(whole).sort())
    // Each namespace part is not empty: a namespace listed as lazy exists in every catalogue.
    for (const part of parts) expect(Object.keys(part)).toHaveLength(1)
  }
})
