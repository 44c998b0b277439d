import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { z } from 'zod'
import { preloadedMessages } from '#i18n/bundled-messages.ts'
import { fallbackLocale } from '#i18n/i18n.ts'
import {
  messageAt,
  messageKeys,
  noMessageOverrides,
  placeholdersOf,
  type MessageOverrides,
  type Messages,
} from '#i18n/messages.ts'
import { locales, type Locale } from '#schemas/locale.ts'

/** i18next reads a dot as a namespace separator, so a key holding one could never be looked up. */
const messageKeySchema = z
  .string()
  .regex(/^[^.\s]+$/, 'a key is one word without dots or spaces (nest namespaces as objects instead)')

const messageTextSchema = z
  .string()
  .trim()
  .min(1, 'an override must not be empty: leave the key out to keep the bundled text')
  .max(2000, 'must be at most 2000 characters')
  // i18next would put another message in its place; the pages' translator (i18n/translator.ts) does not.
  .refine(
    (text) => !text.includes('$t('),
    'must not nest another message with $t(…): the pages show it as written; write the text out instead',
  )

/** An override file: nested namespaces whose leaves are texts, like the bundled catalogues. */
export const messagesSchema: z.ZodType<Messages> = z.lazy(() =>
  z.record(messageKeySchema, z.union([messageTextSchema, messagesSchema])),
)

/** Thrown at boot when an override file cannot be read as one; the message names every file and field. */
export class MessageOverridesError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`message overrides are invalid:\n${problems.join('\n')}`)
    this.name = 'MessageOverridesError'
  }
}

export interface LoadedMessageOverrides {
  overrides: Record<Locale, MessageOverrides>
  /** Overrides left out, one line each with file and key: an unknown key, or other placeholders. */
  warnings: string[]
}

/** Where the editors' overrides live under the content folder (DESIGN §1 i18n endpoints). */
export function overrideFiles(contentDir: string, locale: Locale): Record<keyof MessageOverrides, string> {
  return {
    dsc: join(contentDir, 'i18n', 'dsc', `${locale}.json`),
    locale: join(contentDir, 'i18n', `${locale}.json`),
  }
}

function readOverrideFile(file: string, shown: string, problems: string[]): Messages {
  // Overrides are optional: a locale without a file keeps its bundled texts.
  if (!existsSync(file)) return {}
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    problems.push(`${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`)
    return {}
  }
  const parsed = messagesSchema.safeParse(json)
  if (parsed.success) return parsed.data
  for (const { path, message } of describeIssues(parsed.error.issues)) {
    problems.push(`${shown}: ${path.join('.') || '(document)'}: ${message}`)
  }
  return {}
}

interface Problem {
  path: PropertyKey[]
  message: string
}

/**
 * Zod's issues in the words an editor needs. A value is a text or a namespace (a union), so Zod reports
 * each branch it tried; the "expected the other kind" complaints of the branch that did not apply are
 * dropped, and a value that is neither kind says so once.
 */
function describeIssues(issues: readonly z.core.$ZodIssue[], base: PropertyKey[] = []): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = [...base, ...issue.path]
    if (issue.code === 'invalid_key') {
      return issue.issues.map((inner) => ({ path, message: inner.message }))
    }
    if (issue.code === 'invalid_union') {
      const relevant = issue.errors.flatMap((branch) =>
        branch.filter((inner) => !(inner.code === 'invalid_type' && inner.path.length === 0)),
      )
      if (relevant.length === 0) return [{ path, message: 'must be a text or a namespace of texts' }]
      return describeIssues(relevant, path)
    }
    return [{ path, message: issue.message }]
  })
}

/**
 * Keeps the overrides that can take effect: the key must exist in the bundled catalogue (anything else
 * is a typo or a key renamed since, which nothing would ever read) and keep the bundled text's
 * placeholders (a text without `{{phone}}` would drop the number the page passes in).
 */
function usableOverrides(messages: Messages, shown: string, warnings: string[]): Messages {
  const reference = preloadedMessages[fallbackLocale] ?? {}
  const usable: Messages = {}
  for (const key of messageKeys(messages)) {
    const text = messageAt(messages, key) ?? ''
    const bundled = messageAt(reference, key)
    if (bundled === undefined) {
      warnings.push(`${shown}: ${key}: no such message in the bundled catalogue; override left out`)
      continue
    }
    const expected = placeholdersOf(bundled)
    const actual = placeholdersOf(text)
    if (expected.join() !== actual.join()) {
      const list = (names: string[]) =>
        names.length === 0 ? 'none' : names.map((n) => `{{${n}}}`).join(', ')
      warnings.push(
        `${shown}: ${key}: placeholders ${list(actual)} differ from the bundled ${list(expected)}; override left out`,
      )
      continue
    }
    setAt(usable, key, text)
  }
  return usable
}

function setAt(messages: Messages, key: string, text: string): void {
  const parts = key.split('.')
  const last = parts.pop() ?? key
  let node = messages
  for (const part of parts) {
    const child = node[part]
    if (typeof child === 'object') {
      node = child
    } else {
      const created: Messages = {}
      node[part] = created
      node = created
    }
  }
  node[last] = text
}

/**
 * Reads every locale's override files from `contentDir` (`i18n/dsc/{locale}.json` and
 * `i18n/{locale}.json`). Read once at boot, synchronously: server rendering needs them in memory before
 * the first page. A file that is not JSON or not a nested record of texts stops the start
 * (`MessageOverridesError`, every problem with file and field), as invalid content does; a single
 * override that cannot take effect is left out with a warning.
 */
export function loadMessageOverrides(contentDir: string): LoadedMessageOverrides {
  const problems: string[] = []
  const warnings: string[] = []
  const overrides: Record<Locale, MessageOverrides> = {
    'fi-FI': noMessageOverrides,
    'en-EU': noMessageOverrides,
    'sv-SE': noMessageOverrides,
    'no-NO': noMessageOverrides,
  }
  for (const locale of locales) {
    const files = overrideFiles(contentDir, locale)
    const read = (file: string) => {
      const shown = relative(process.cwd(), file) || file
      return usableOverrides(readOverrideFile(file, shown, problems), shown, warnings)
    }
    overrides[locale] = { dsc: read(files.dsc), locale: read(files.locale) }
  }
  if (problems.length > 0) throw new MessageOverridesError(problems)
  return { overrides, warnings }
}
