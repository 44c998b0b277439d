import { expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { bundledMessages } from './i18n.ts'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix === '' ? key : `${prefix}.${key}`),
  )
}

function placeholders(messages: unknown, path: string): string[] {
  const text = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
      messages,
    )
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort()
    : []
}

const reference = keyPaths(bundledMessages['en-EU']).sort()

test.each(locales)('%s has every message key, and no extra ones', (locale) => {
  expect(keyPaths(bundledMessages[locale]).sort()).toEqual(reference)
})

test.each(locales)('%s uses the same placeholders as English in every message', (locale) => {
  for (const path of reference) {
    expect({ path, placeholders: placeholders(bundledMessages[locale], path) }).toEqual({
      path,
      placeholders: placeholders(bundledMessages['en-EU'], path),
    })
  }
})

test.each(locales)('%s has no empty message', (locale) => {
  expect(JSON.stringify(bundledMessages[locale])).not.toMatch(/:""/)
})
