import { join, resolve } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

const root = resolve(import.meta.dirname, '..')

/** A file that exists only in memory, beside the real ones so the project's `#…` imports resolve. */
const probeFile = join(root, 'i18n', 'translation-key-probe.ts')

const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path))
// The project's compiler options without the ambient Node and Vite types and the DOM library: the keys'
// types need none of them, and loading them would be most of the time this takes.
const options: ts.CompilerOptions = {
  ...ts.parseJsonConfigFileContent(config, ts.sys, root).options,
  types: [],
  lib: ['lib.es2023.d.ts'],
}

// The real files are parsed once and shared by every probe.
const parsed = new Map<string, ts.SourceFile | undefined>()
const realHost = ts.createCompilerHost(options)

/**
 * The compiler's messages for `code`, written after `const t: Translate` (the type every component's
 * `useT()` returns), checked against the project's real types and the en-EU catalogue. A focused program
 * of the probe and what it imports, not the whole project, so it takes a second, not thirty.
 */
function typeErrorsOf(code: string): string[] {
  const probe = ts.createSourceFile(
    probeFile,
    [
      "import type { Translate } from '#components/translation.tsx'",
      "import type { ErrorKind } from '#components/error-status.ts'",
      'declare const t: Translate',
      'declare const kind: ErrorKind',
      code,
      'export {}',
    ].join('\n'),
    ts.ScriptTarget.Latest,
  )
  const host: ts.CompilerHost = {
    ...realHost,
    fileExists: (path) => path === probeFile || realHost.fileExists(path),
    getSourceFile: (path, languageVersion) => {
      if (path === probeFile) return probe
      if (!parsed.has(path)) parsed.set(path, realHost.getSourceFile(path, languageVersion))
      return parsed.get(path)
    },
  }
  const program = ts.createProgram({ rootNames: [probeFile], options, host })
  return program
    .getSemanticDiagnostics(probe)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

test('a misspelled translation key fails the typecheck, and the message names the key', () => {
  const errors = typeErrorsOf("t('errorPage.titel.notFound')")
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain(
    `'"errorPage.titel.notFound"' is not assignable to parameter of type 'MessageKey'`,
  )
})

test('a key of the en-EU catalogue, with or without placeholder values, compiles', () => {
  expect(typeErrorsOf("t('errorPage.title.notFound'); t('table.showing', { amount: 3, total: 9 })")).toEqual(
    [],
  )
})

test('a key built from a template literal is checked for every value its parts can take', () => {
  expect(typeErrorsOf('t(`errorPage.title.${kind}`)')).toEqual([])
  const errors = typeErrorsOf("declare const page: ErrorKind | 'gone'\nt(`errorPage.title.${page}`)")
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain('"errorPage.title.gone"')
})

test('a key typed as any string is refused: a lookup must name a key the compiler can check', () => {
  const errors = typeErrorsOf('declare const key: string\nt(key)')
  expect(errors).toEqual([
    expect.stringContaining("Argument of type 'string' is not assignable to parameter of type 'MessageKey'"),
  ])
})
