import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { blockFolderName } from '#blocks/block-folder-name.ts'

/**
 * `npm run new:block <name> [-- --description "…" --loading lazy|eager|client-only]` (DESIGN §4):
 * scaffolds blocks/<name>/ from the hero template (schema, component, fixtures, story, test; a
 * client-only block also gets its server-rendered fallback) and adds the block to blocks/registry.ts, so
 * a new block type is one command, one folder and one registry entry. The name may be kebab-case
 * (`station-header`) or camelCase (`stationHeader`); the content type is the camelCase form. A new block
 * is lazy unless told otherwise (ADR 017): it costs the pages that do not show it nothing.
 */

/** How the block's component loads (blocks/define-block.ts, ADR 017). */
export type BlockLoadingOption = 'eager' | 'lazy' | 'client-only'

export const blockLoadingOptions: readonly BlockLoadingOption[] = ['eager', 'lazy', 'client-only']

function isBlockLoadingOption(value: string): value is BlockLoadingOption {
  return blockLoadingOptions.some((option) => option === value)
}

export interface BlockNames {
  /** Content type and registry key: `stationHeader`. */
  contentType: string
  /** Folder and file stem: `station-header`. */
  folder: string
  /** Component: `StationHeader`. */
  component: string
  /** Schema and fixtures prefix: `stationHeader` (`stationHeaderSchema`, `stationHeaderFixtures`). */
  camel: string
  /** Storybook title: `Station header`. */
  title: string
}

const kebabName = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/
// Every capital starts a word of at least two characters, so the name survives the trip to kebab-case
// and back (`faqURL` would come back as `faqUrl`).
const camelName = /^[a-z][a-z0-9]*([A-Z][a-z0-9]+)*$/

/** The names a block goes by, or null when `name` is neither kebab-case nor camelCase. */
export function blockNames(name: string): BlockNames | null {
  const camel = kebabName.test(name)
    ? name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())
    : name
  if (!camelName.test(camel)) return null
  const folder = blockFolderName(camel)
  const words = folder.split('-')
  return {
    contentType: camel,
    folder,
    camel,
    component: words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join(''),
    title: `${folder.charAt(0).toUpperCase()}${words.join(' ').slice(1)}`,
  }
}

/**
 * The files of a new block, named by file name inside its folder: five, and for a client-only block
 * the fallback the server renders in its place.
 */
export function blockFiles(names: BlockNames, loading: BlockLoadingOption = 'lazy'): Record<string, string> {
  return loading === 'client-only'
    ? { ...baseBlockFiles(names, loading), ...fallbackFiles(names) }
    : baseBlockFiles(names, loading)
}

function baseBlockFiles(names: BlockNames, loading: BlockLoadingOption): Record<string, string> {
  const { folder, camel, component, contentType, title } = names
  const schema = `${camel}Schema`
  const fixtures = `${camel}Fixtures`
  const dataType = `${component}Block`
  return {
    [`${folder}.schema.ts`]: `import { z } from 'zod'

/**
 * ${title}: what the content system sends for this block. Add its fields here; the component, the
 * fixtures, the content contract (npm run schemas:export) and the page-body union follow from it.
 */
export const ${schema} = z.object({
  id: z.string().min(1),
  contentType: z.literal('${contentType}'),
  heading: z.string().min(1),
})

export type ${dataType} = z.infer<typeof ${schema}>
`,
    [`${folder}.tsx`]: `import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import type { ${dataType} } from './${folder}.schema.ts'

export function ${component}({ block }: BlockProps<${dataType}>) {
  const headingId = \`\${block.id}-heading\`
  return (
    <section className="${folder}" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="${folder}__heading">
        {block.heading}
      </BlockHeading>
    </section>
  )
}
`,
    [`${folder}.fixtures.ts`]: `import type { BlockFixtures } from '#blocks/define-block.ts'
import type { ${schema} } from './${folder}.schema.ts'

export const ${fixtures} = {
  basic: {
    id: '${folder}-fixture-1',
    contentType: '${contentType}',
    heading: '${title}',
  },
} satisfies BlockFixtures<typeof ${schema}>
`,
    [`${folder}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite'
import { ${fixtures} } from './${folder}.fixtures.ts'
import { ${schema} } from './${folder}.schema.ts'
import { ${component} } from './${folder}.tsx'
${loading === 'client-only' ? `import { ${component}Fallback } from './${folder}-fallback.tsx'\n` : ''}
const meta = {
  title: 'Blocks/${title}',
  component: ${component},
} satisfies Meta<typeof ${component}>

export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = { args: { block: ${schema}.parse(${fixtures}.basic) } }
${
  loading === 'client-only'
    ? `
/** What the server renders, and the browser shows until the block nears the viewport. */
export const Fallback: Story = {
  args: { block: ${schema}.parse(${fixtures}.basic) },
  render: (args) => <${component}Fallback {...args} />,
}
`
    : ''
}`,
    [`${folder}.test.tsx`]: `// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import { ${fixtures} } from './${folder}.fixtures.ts'
import { ${schema} } from './${folder}.schema.ts'
import { ${component} } from './${folder}.tsx'

afterEach(cleanup)

test('the heading names the block and is the page h1 only when the block opens the page', () => {
  const block = ${schema}.parse(${fixtures}.basic)
  const { rerender } = render(
    <PageProviders locale="en-EU">
      <${component} block={block} />
    </PageProviders>,
  )
  expect(screen.getByRole('region', { name: '${title}' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: '${title}' })).toBeTruthy()
  rerender(
    <PageProviders locale="en-EU">
      <PageHeadingProvider isPageHeading>
        <${component} block={block} />
      </PageHeadingProvider>
    </PageProviders>,
  )
  expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeTruthy()
})

test('a block with an empty heading is refused, naming the field', () => {
  const result = ${schema}.safeParse({ ...${fixtures}.basic, heading: '' })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['heading'])
})
`,
  }
}

/** A client-only block's fallback: the server renders it, and the browser until the block loads. */
function fallbackFiles({ folder, component, title }: BlockNames): Record<string, string> {
  const dataType = `${component}Block`
  return {
    [`${folder}-fallback.tsx`]: `import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import type { ${dataType} } from './${folder}.schema.ts'

/**
 * ${title} as the server renders it, and the browser until the block nears the viewport: a complete,
 * working form of the block without its client code (ADR 017).
 */
export function ${component}Fallback({ block }: BlockProps<${dataType}>) {
  const headingId = \`\${block.id}-heading\`
  return (
    <section className="${folder} ${folder}--fallback" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="${folder}__heading">
        {block.heading}
      </BlockHeading>
    </section>
  )
}
`,
  }
}

/** Thrown for anything the user must fix; the command line prints its message as one line. */
export class NewBlockError extends Error {}

/** A block import line of the registry: `import … from './<folder>/…'` (or the last line of a wrapped one). */
const blockImportLine = /^(import\b.*|\s*}) from '\.\/[a-z0-9-]+\/[^']+'$/

/**
 * Adds the block's component import after the last block import and its entry before the closing `})` of
 * `registerBlocks({`. Textual on purpose: the file stays exactly as its authors wrote it, and prettier
 * settles the layout afterwards.
 */
export function addToRegistry(
  source: string,
  names: BlockNames,
  description: string,
  loading: BlockLoadingOption = 'lazy',
): string {
  const lines = source.split('\n')
  const { folder, camel, component, contentType } = names

  const lastImport = lines.findLastIndex((line) => blockImportLine.test(line))
  // The line that ends the last import statement: a multi-line import ends with `} from '…'`.
  const anyImport = lines.findLastIndex((line) => /^(?:import\b.*|\})\s*from\s*'[^']+'\s*;?$/.test(line))
  const importAt = (lastImport === -1 ? anyImport : lastImport) + 1
  if (importAt === 0) throw new NewBlockError('blocks/registry.ts has no import lines to extend')

  const callAt = lines.findIndex((line) => /\bregisterBlocks\(\{\s*$/.test(line))
  if (callAt === -1) throw new NewBlockError('blocks/registry.ts has no `registerBlocks({` call to extend')
  const closeOffset = lines.slice(callAt + 1).findIndex((line) => /^\}\)/.test(line))
  if (closeOffset === -1) throw new NewBlockError('blocks/registry.ts: `registerBlocks({` is never closed')
  const closeAt = callAt + 1 + closeOffset

  // The entry before ours needs its comma; prettier's trailing commas usually put one there already.
  const previousAt = lines.slice(0, closeAt).findLastIndex((line) => line.trim() !== '')
  const previous = lines[previousAt]
  if (previous !== undefined && previousAt > callAt && !/[,{]\s*$/.test(previous)) {
    lines[previousAt] = `${previous},`
  }

  const entry = [
    `  ${contentType}: defineBlock({`,
    `    contentType: '${contentType}',`,
    `    description: ${quoted(description)},`,
    `    schema: () => import('./${folder}/${folder}.schema.ts').then((module) => module.${camel}Schema),`,
    ...componentLines(names, loading),
    `    fixtures: () => import('./${folder}/${folder}.fixtures.ts').then((module) => module.${camel}Fixtures),`,
    '  }),',
  ]
  lines.splice(closeAt, 0, ...entry)
  // Only an eager block's component is imported by the registry; the others load on demand.
  if (loading === 'eager')
    lines.splice(importAt, 0, `import { ${component} } from './${folder}/${folder}.tsx'`)
  return lines.join('\n')
}

/** The registry entry's `component:` lines for a loading mode (blocks/define-block.ts). */
function componentLines({ folder, component }: BlockNames, loading: BlockLoadingOption): string[] {
  const load = `() => import('./${folder}/${folder}.tsx').then((module) => module.${component})`
  if (loading === 'eager') return [`    component: eager(${component}),`]
  if (loading === 'lazy') return [`    component: lazy(${load}),`]
  return [
    '    component: clientOnly({',
    `      load: ${load},`,
    `      fallback: () => import('./${folder}/${folder}-fallback.tsx').then((module) => module.${component}Fallback),`,
    '    }),',
  ]
}

/** The registry imports the helper the new entry uses (`eager`, `lazy` or `clientOnly`) from define-block. */
function ensureLoadingHelper(source: string, loading: BlockLoadingOption): string {
  const helper = loading === 'client-only' ? 'clientOnly' : loading
  return source.replace(/^import \{([^}]*)\} from '\.\/define-block\.ts'$/m, (line, names: string) => {
    const listed = names.split(',').map((name) => name.trim())
    if (listed.includes(helper)) return line
    return `import { ${[...listed.filter((name) => name !== ''), helper].join(', ')} } from './define-block.ts'`
  })
}

/** Quotes a description for a single-quoted TypeScript string. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, ' ')}'`
}

export interface NewBlockOptions {
  /** The repository root (tests run the generator in a copy). */
  root: string
  name: string
  description?: string
  loading?: BlockLoadingOption
}

/** Scaffolds the block and registers it; returns the files it wrote or changed, relative to root. */
export async function createBlock({
  root,
  name,
  description,
  loading = 'lazy',
}: NewBlockOptions): Promise<string[]> {
  const names = blockNames(name)
  if (names === null) {
    throw new NewBlockError(
      `"${name}" is not a block name: use kebab-case (station-header) or camelCase (stationHeader), starting with a letter`,
    )
  }
  const registryPath = join(root, 'blocks', 'registry.ts')
  const registry = readFileSync(registryPath, 'utf8')
  const folderPath = join(root, 'blocks', names.folder)
  if (existsSync(folderPath)) throw new NewBlockError(`blocks/${names.folder} already exists`)
  if (new RegExp(`^\\s*${names.contentType}: defineBlock\\(`, 'm').test(registry)) {
    throw new NewBlockError(`"${names.contentType}" is already registered in blocks/registry.ts`)
  }

  const updatedRegistry = ensureLoadingHelper(
    addToRegistry(
      registry,
      names,
      description ?? `${names.title}: say in one line what editors use this block for.`,
      loading,
    ),
    loading,
  )
  mkdirSync(folderPath)
  const written = Object.entries(blockFiles(names, loading)).map(([file, contents]) => {
    writeFileSync(join(folderPath, file), contents)
    return join('blocks', names.folder, file)
  })
  writeFileSync(registryPath, updatedRegistry)
  written.push(join('blocks', 'registry.ts'))

  for (const file of written) {
    const path = join(root, file)
    const options = (await prettier.resolveConfig(path)) ?? {}
    writeFileSync(path, await prettier.format(readFileSync(path, 'utf8'), { ...options, filepath: path }))
  }
  return written
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { description: { type: 'string' }, loading: { type: 'string', default: 'lazy' } },
    })
    const [name, ...extra] = positionals
    const usage =
      'usage: npm run new:block <name> [-- --description "one line for editors" --loading lazy|eager|client-only]'
    if (name === undefined || extra.length > 0) throw new NewBlockError(usage)
    const { loading, description } = values
    if (!isBlockLoadingOption(loading)) throw new NewBlockError(`--loading ${loading}: ${usage}`)
    const written = await createBlock({
      root,
      name,
      loading,
      ...(description === undefined ? {} : { description }),
    })
    const names = blockNames(name)
    console.log(
      [
        `Created block ${names?.contentType ?? name}:`,
        ...written.map((file) => `  ${file}`),
        'Next: add its fields to the schema, fill the fixtures, and run `npm run schemas:export`.',
      ].join('\n'),
    )
  } catch (error) {
    // One line: the person at the keyboard needs the reason, not a stack trace.
    const message = error instanceof Error ? error.message : String(error)
    console.error(`new:block: ${message.split('\n')[0] ?? ''}`)
    process.exitCode = 1
  }
}
