import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { headHtmlBegin } from './+headHtmlBegin.ts'

/** One page of every kind the site renders; a new page kind adds its row. */
const pages = [
  { kind: 'landing', path: '/fi-FI', status: 200 },
  { kind: 'content', path: '/en-EU/about-us', status: 200 },
  { kind: 'article', path: '/en-EU/article/hvo100-at-every-station', status: 200 },
  { kind: 'listing', path: '/sv-SE/artikel', status: 200 },
  { kind: 'search', path: '/fi-FI/haku?q=asem', status: 200 },
  { kind: 'not found', path: '/no-NO/finnes-ikke', status: 404 },
] as const

type PageKind = (typeof pages)[number]['kind']

/** The Nu HTML Checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
const checkerOutput = z.object({
  messages: z.array(
    z.object({
      type: z.enum(['error', 'info', 'non-document-error']),
      subType: z.string().optional(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
})

type CheckerMessage = z.infer<typeof checkerOutput>['messages'][number]

/** The jar inside the vnu-jar package (its main module exports the same path). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * The checker runs on Java 11 or later. Without it the test fails rather than skips: a skipped validity
 * test reads as a passing one. (vnu-jar's own launcher would download a Java runtime instead; we call the
 * jar directly so a test run never downloads one.)
 */
function assertJava() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' })
  // `java -version` prints `version "17.0.15"`, or `version "1.8.0_402"` up to Java 8, on stderr.
  const [, first, second] = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr) ?? []
  const major = first === '1' ? Number(second) : Number(first)
  if (probe.error !== undefined || probe.status !== 0 || !(major >= 11)) {
    throw new Error(
      `The Nu HTML Checker needs Java 11 or later as \`java\` on PATH (CI has Java 17); \`java -version\` gave: ${
        probe.error?.message ?? probe.stderr.trim()
      }. Install a JRE, e.g. \`apt-get install openjdk-17-jre-headless\`.`,
    )
  }
}

let server: RunningServer | undefined
let workDir: string | undefined
const served = new Map<PageKind, { status: number; html: string }>()
const messagesByKind = new Map<PageKind, CheckerMessage[]>()

beforeAll(async () => {
  assertJava()
  server = await startProductionServer()
  const { url } = server
  workDir = mkdtempSync(join(tmpdir(), 'forecourt-html-validity-'))
  const dir = workDir
  const files = await Promise.all(
    pages.map(async ({ kind, path }, index) => {
      const response = await fetch(`${url}${path}`)
      const html = await response.text()
      served.set(kind, { status: response.status, html })
      const file = join(dir, `page-${index}.html`)
      writeFileSync(file, html)
      return { kind, file }
    }),
  )
  // One run for every page: the JVM takes seconds to start. Its exit code only says whether it found
  // errors, which the assertions below report per page, so it always exits 0 and the JSON is parsed.
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map(({ file }) => file)],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  for (const { kind } of files) messagesByKind.set(kind, [])
  for (const message of checkerOutput.parse(JSON.parse(stdout)).messages) {
    const page = files.find(({ file }) => message.url?.endsWith(`/${basename(file)}`))
    if (page === undefined)
      throw new Error(`The checker reported outside the pages: ${JSON.stringify(message)}`)
    messagesByKind.get(page.kind)?.push(message)
  }
}, 180_000)

afterAll(async () => {
  await server?.stop()
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true })
})

/** Errors, and warnings (info with the warning subtype); plain info is advice, such as React's `<meta />`. */
/**
 * The checker's CSS validator predates CSS Masking's `mask` shorthand (Baseline since 2023), which the
 * header's icons use; the page's styles are inside the page since ADR 032, so it reads them too.
 */
const outdatedCssVerdict = /^CSS: “mask”: Too many values or values are not recognized\.$/

function problems(messages: readonly CheckerMessage[]) {
  return messages
    .filter(({ type, subType }) => type !== 'info' || subType === 'warning')
    .filter(({ message }) => !outdatedCssVerdict.test(message))
    .map(({ type, subType, lastLine, message, extract }) =>
      [`${subType ?? type} (line ${lastLine ?? '?'}): ${message}`, `  ${JSON.stringify(extract ?? '')}`].join(
        '\n',
      ),
    )
}

test.each(pages)('the $kind page ($path) has no HTML errors or warnings', ({ kind, status }) => {
  expect(served.get(kind)?.status).toBe(status)
  expect(problems(messagesByKind.get(kind) ?? [])).toEqual([])
})

test.each(pages)('the $kind page declares its encoding first in <head>', ({ kind }) => {
  const html = served.get(kind)?.html ?? ''
  // pages/+headHtmlBegin.ts: the stylesheet links come after the charset, not before it …
  expect(html.slice(0, html.indexOf('<meta charset="UTF-8" />'))).toMatch(/<head>\s*$/)
  // … and Vike replaced its placeholder with them (it is left as text when a page has no stylesheet).
  expect(html).not.toContain(headHtmlBegin)
})
