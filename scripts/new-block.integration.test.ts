import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'

// The generator's promise (DESIGN §4): one command gives a block that type-checks, lints, passes its
// own tests and the catalogue checks, and is registered. Run against a copy of the working tree, so
// the real blocks/ and registry are never touched.

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/** Build output, caches, local data and git history: large, and nothing the check needs. */
const notCopied = new Set([
  'node_modules',
  'dist',
  '.cache',
  '.data',
  '.git',
  'storybook-static',
  'test-results',
  'playwright-report',
])

let copy = ''

interface Run {
  code: number
  output: string
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(command, args, { cwd: copy, env: { ...process.env, CI: '1' } }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1
      done({ code, output: `${stdout}${stderr}` })
    })
  })
}

/** A command that must succeed; its output is the failure message when it does not. */
async function expectSuccess(command: string, args: string[]): Promise<void> {
  const result = await run(command, args)
  if (result.code !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` exited with ${result.code}:\n${result.output}`)
  }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'forecourt-new-block-'))
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (source) => source === repoRoot || !notCopied.has(basename(source)),
  })
  // Installed packages are shared, not copied: the copy resolves them as the repo does.
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
  // The copy must not be mistaken for the current blocks: start from a tree without a demo block.
  expect(existsSync(join(copy, 'blocks', 'demo-teaser'))).toBe(false)
})

afterAll(() => {
  if (copy !== '') rmSync(copy, { recursive: true, force: true })
})

test('new:block scaffolds registered blocks of each loading mode that type-check, lint and pass their tests', async () => {
  await expectSuccess(process.execPath, ['--import', 'tsx', 'scripts/new-block.ts', 'demo-teaser'])
  await expectSuccess(process.execPath, [
    '--import',
    'tsx',
    'scripts/new-block.ts',
    'demo-map',
    '--loading',
    'client-only',
  ])
  await expectSuccess(process.execPath, [
    '--import',
    'tsx',
    'scripts/new-block.ts',
    'demo-note',
    '--loading',
    'eager',
  ])

  for (const file of ['schema.ts', 'tsx', 'fixtures.ts', 'stories.tsx', 'test.tsx']) {
    expect(existsSync(join(copy, 'blocks', 'demo-teaser', `demo-teaser.${file}`)), file).toBe(true)
  }
  const registry = readFileSync(join(copy, 'blocks', 'registry.ts'), 'utf8')
  expect(registry).toContain(
    "schema: () => import('./demo-teaser/demo-teaser.schema.ts').then((module) => module.demoTeaserSchema),",
  )
  // A new block is lazy by default (ADR 017): the registry loads it on demand.
  expect(registry).not.toContain("import { DemoTeaser } from './demo-teaser/demo-teaser.tsx'")
  expect(registry).toMatch(/component: lazy\(\(\) =>\s*import\('\.\/demo-teaser\/demo-teaser\.tsx'\)/)
  expect(registry).toMatch(/demoTeaser: defineBlock\(\{\s*contentType: 'demoTeaser',/)
  expect(existsSync(join(copy, 'blocks', 'demo-map', 'demo-map-fallback.tsx'))).toBe(true)
  expect(registry).toMatch(/component: clientOnly\(\{/)
  expect(registry).toContain("import { DemoNote } from './demo-note/demo-note.tsx'")

  await expectSuccess('npx', ['tsc', '--noEmit', '-p', '.'])
  await expectSuccess('npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    'blocks/demo-teaser',
    'blocks/demo-map',
    'blocks/demo-note',
    'blocks/catalogue.test.ts',
  ])
  await expectSuccess('npx', [
    'eslint',
    '--max-warnings=0',
    'blocks/demo-teaser',
    'blocks/demo-map',
    'blocks/demo-note',
    'blocks/registry.ts',
  ])
}, 300_000)

test('a second run for the same block refuses with one line and exit code 1', async () => {
  const result = await run(process.execPath, ['--import', 'tsx', 'scripts/new-block.ts', 'demo-teaser'])
  expect(result.code).toBe(1)
  expect(
    result.output
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('new:block:')),
  ).toEqual(['new:block: blocks/demo-teaser already exists'])
})

test('a name that is neither kebab-case nor camelCase is refused with exit code 1', async () => {
  const result = await run(process.execPath, ['--import', 'tsx', 'scripts/new-block.ts', 'Demo_Teaser'])
  expect(result.code).toBe(1)
  expect(result.output).toContain('new:block: "Demo_Teaser" is not a block name')
  expect(existsSync(join(copy, 'blocks', 'Demo_Teaser'))).toBe(false)
})
