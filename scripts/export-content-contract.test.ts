import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { blockRegistry, registeredContentTypes } from '#blocks/registry.ts'
import { blockTypeName, buildContentContract, contractDirectory } from './export-content-contract.ts'

const contract = await buildContentContract()

test('docs/content-contract matches what the registry generates', () => {
  const committed = existsSync(contractDirectory) ? readdirSync(contractDirectory) : []
  const generatedNames = new Set(contract.map((file) => file.name))
  const problems = [
    ...contract.filter((file) => !committed.includes(file.name)).map((file) => `missing ${file.name}`),
    ...contract
      .filter(
        (file) =>
          committed.includes(file.name) &&
          readFileSync(join(contractDirectory, file.name), 'utf8') !== file.contents,
      )
      .map((file) => `outdated ${file.name}`),
    ...committed.filter((name) => !generatedNames.has(name)).map((name) => `left over ${name}`),
  ]
  if (problems.length > 0) {
    throw new Error(`docs/content-contract is stale: run npm run schemas:export (${problems.join(', ')})`)
  }
})

const blockJsonSchema = z.object({
  title: z.string(),
  description: z.string(),
  properties: z.object({ contentType: z.object({ const: z.string() }) }),
})

const pageJsonSchema = z.object({
  $defs: z.record(z.string(), z.unknown()),
  properties: z.object({
    content: z.object({
      properties: z.object({
        body: z.object({ items: z.object({ anyOf: z.array(z.object({ $ref: z.string() })) }) }),
      }),
    }),
  }),
})

function contractFile(name: string): string {
  const file = contract.find((candidate) => candidate.name === name)
  if (file === undefined) throw new Error(`the contract has no ${name}`)
  return file.contents
}

test('every registered block has its JSON Schema, titled and described as in the registry', () => {
  for (const contentType of registeredContentTypes) {
    const schema = blockJsonSchema.parse(JSON.parse(contractFile(`${contentType}.schema.json`)))
    expect(schema.title).toBe(contentType)
    expect(schema.description).toBe(blockRegistry[contentType].description)
    expect(schema.properties.contentType.const).toBe(contentType)
  }
})

test('the page schema admits exactly the registered blocks in its body', () => {
  const page = pageJsonSchema.parse(JSON.parse(contractFile('page.schema.json')))
  const references = page.properties.content.properties.body.items.anyOf.map((option) => option.$ref)
  expect(references).toEqual(registeredContentTypes.map((contentType) => `#/$defs/${contentType}`))
  expect(Object.keys(page.$defs).sort()).toEqual([...registeredContentTypes].sort())
})

test('the declarations export one input type per block and the page body union', () => {
  const declarations = contractFile('content-contract.d.ts')
  const names = registeredContentTypes.map(blockTypeName)
  for (const name of names) expect(declarations).toContain(`export type ${name} =`)
  const union = /export type PageBodyBlock =([^;]*?)(?:\n\n|\n?$)/.exec(declarations)?.[1] ?? ''
  expect(
    union
      .split('|')
      .map((member) => member.trim())
      .filter(Boolean),
  ).toEqual(names)
})

test('the export is deterministic', async () => {
  expect(await buildContentContract()).toEqual(contract)
})
