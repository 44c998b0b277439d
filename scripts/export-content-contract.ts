import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as prettier from 'prettier'
import { z } from 'zod'
import { createAuxiliaryTypeStore, printNode, zodToTs } from 'zod-to-ts'
import { pageResponseSchema } from '#schemas/page.ts'

/**
 * The content contract (DESIGN §4): what the content system may send, derived from blocks/registry.ts so
 * editors and integrators never work from a list that drifted. One JSON Schema per block, one for the
 * page response, and TypeScript declarations. Everything describes the *input* side: the shape editors
 * send, before transforms (link targets, rich-text sanitizing) and brands apply.
 *
 *   npm run schemas:export            writes docs/content-contract/
 *   scripts/export-content-contract.test.ts fails when the committed files are stale
 */

export const contractDirectory = fileURLToPath(new URL('../docs/content-contract/', import.meta.url))

const generatedNotice = 'Generated from blocks/registry.ts by `npm run schemas:export`; do not edit by hand.'

/** What the contract needs of a registered block. */
interface ContractBlock {
  contentType: string
  description: string
  schema: z.ZodType
}

export interface ContractFile {
  /** File name inside docs/content-contract/. */
  name: string
  contents: string
}

/** `richText` → `RichTextBlock`: the declaration name of a block's input type. */
export function blockTypeName(contentType: string): string {
  return `${contentType.charAt(0).toUpperCase()}${contentType.slice(1)}Block`
}

/**
 * Sorts object keys so the output does not depend on the order zod happens to emit keywords in. The
 * members of `properties` keep the schema's own order: that is the order of fields in the source and
 * the one an editor reads them in.
 */
function canonical(value: unknown, keepOrder = false): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item))
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value)
  if (!keepOrder) entries.sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
  return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item, key === 'properties')]))
}

/** Formats as `prettier --check .` expects, so the committed files pass the lint step unchanged. */
async function formatted(name: string, text: string): Promise<string> {
  const filepath = join(contractDirectory, name)
  const options = (await prettier.resolveConfig(filepath)) ?? {}
  return prettier.format(text, { ...options, filepath })
}

function jsonFile(name: string, schema: unknown): Promise<ContractFile> {
  return formatted(name, JSON.stringify(canonical(schema))).then((contents) => ({ name, contents }))
}

/**
 * Builds every file of the contract in memory. The registry is imported here, not at the top: blocks
 * import stylesheets, and the command line entry must register its stylesheet stub first.
 */
export async function buildContentContract(): Promise<ContractFile[]> {
  const { blockRegistry, registeredContentTypes } = await import('#blocks/registry.ts')
  const blocks: readonly ContractBlock[] = await Promise.all(
    registeredContentTypes.map(async (contentType) => {
      const block = blockRegistry[contentType]
      const schema: z.ZodType = await block.loadSchema()
      const { description } = block
      return { contentType, description, schema }
    }),
  )
  const files: Promise<ContractFile>[] = []

  // io 'input': transforms (link targets, sanitizing) and brands describe what the site makes of the
  // data, not what editors send. Refinements (safe URL schemes) cannot be expressed and are dropped;
  // the site still enforces them. 'throw' keeps a construct with no input shape from passing silently.
  const jsonOptions = { io: 'input', unrepresentable: 'throw' } as const

  for (const block of blocks) {
    files.push(
      jsonFile(`${block.contentType}.schema.json`, {
        ...z.toJSONSchema(block.schema, jsonOptions),
        $comment: generatedNotice,
        title: block.contentType,
        description: block.description,
      }),
    )
  }

  // The page response with its body as a union of the registered blocks. Each block gets an id, so it
  // sits once under $defs, named by its content type, instead of inline in the union. `.meta()` makes
  // copies; the registry's own schemas are left as they are.
  const bodyBlock = z.union(
    blocks.map((block) =>
      block.schema.meta({ id: block.contentType, title: block.contentType, description: block.description }),
    ),
  )
  const pageContract = pageResponseSchema.extend({
    content: pageResponseSchema.shape.content.extend({ body: z.array(bodyBlock).default([]) }),
  })
  files.push(
    jsonFile('page.schema.json', {
      ...z.toJSONSchema(pageContract, jsonOptions),
      $comment: generatedNotice,
      title: 'page',
      description:
        'The page call’s answer (spec §7 call 6). The site validates each body block on its own: an unknown or invalid block is skipped, never the whole page.',
    }),
  )

  files.push(
    formatted('content-contract.d.ts', declarations(blocks)).then((contents) => ({
      name: 'content-contract.d.ts',
      contents,
    })),
  )

  const all = await Promise.all(files)
  return all.sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0))
}

function declarations(blocks: readonly ContractBlock[]): string {
  const auxiliaryTypeStore = createAuxiliaryTypeStore()
  const blockTypes = blocks.map((block) => {
    const { node } = zodToTs(block.schema, { auxiliaryTypeStore, io: 'input', unrepresentable: 'throw' })
    return `/** ${block.description} */\nexport type ${blockTypeName(block.contentType)} = ${printNode(node)}`
  })
  // Recursive schemas become named helper types; none of today's blocks has one.
  const helpers = [...auxiliaryTypeStore.definitions.values()].map((definition) => printNode(definition.node))
  const union = blocks.map((block) => blockTypeName(block.contentType)).join(' | ') || 'never'
  return [
    `// ${generatedNotice}\n// The shapes the content system sends, before the site parses them (and sanitizes rich text).`,
    ...helpers,
    ...blockTypes,
    `/** Any block a page body may hold. */\nexport type PageBodyBlock = ${union}`,
  ].join('\n\n')
}

/** Writes the contract and removes files of blocks that are no longer registered. */
export async function writeContentContract(): Promise<ContractFile[]> {
  const files = await buildContentContract()
  mkdirSync(contractDirectory, { recursive: true })
  const names = new Set(files.map((file) => file.name))
  for (const existing of readdirSync(contractDirectory)) {
    if (!names.has(existing)) rmSync(join(contractDirectory, existing))
  }
  for (const file of files) writeFileSync(join(contractDirectory, file.name), file.contents)
  return files
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Blocks import stylesheets, which only Vite can load; styles play no part in a schema.
  register('./bench/css-stub-hooks.ts', import.meta.url)
  const files = await writeContentContract()
  console.log(`docs/content-contract: wrote ${files.map((file) => file.name).join(', ')}`)
}
