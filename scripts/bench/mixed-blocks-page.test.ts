import { existsSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  isRegisteredContentType,
  parseBlock,
  registeredContentTypes,
  loadBlockSchemas,
} from '#blocks/registry.ts'
import { loadEmbeddedContent } from '#server/services/content/embedded-content-source.server.ts'
import { mixedBlocksPage } from './bench-options.ts'
import { createMixedBlocksContent, fixturesRoundRobin, mixedBlocksDocument } from './mixed-blocks-page.ts'
import { firstH1Text } from './page-markup.ts'
import { createPageRenderer } from './render-page.tsx'

// Only the server parses content; it loads the block schemas first, and so do these tests.
await loadBlockSchemas()

test('the page has the asked number of blocks, each with its own bench id', async () => {
  const { content } = await mixedBlocksDocument(200)
  expect(content.body).toHaveLength(200)
  const ids = content.body.map((block) => block.id)
  expect(new Set(ids).size).toBe(200)
  expect(ids.slice(0, 3)).toEqual(['bench-1', 'bench-2', 'bench-3'])
  expect(content).toMatchObject({ slug: 'bench-mixed-blocks', contentType: 'standardPage' })
})

test('once the page is as long as the fixture list, every registered block type is on it', async () => {
  const fixtureCount = (await fixturesRoundRobin()).length
  const { content } = await mixedBlocksDocument(fixtureCount)
  const contentTypes = new Set(content.body.map((block) => block.contentType))
  expect([...contentTypes].sort()).toEqual([...registeredContentTypes].sort())
})

test('round-robin: the first blocks are one of each registered type, in registry order', async () => {
  const { content } = await mixedBlocksDocument(registeredContentTypes.length)
  expect(content.body.map((block) => block.contentType)).toEqual(registeredContentTypes)
})

test('every generated block passes its own block schema', async () => {
  const { content } = await mixedBlocksDocument(200)
  const failures = content.body.flatMap((block) => {
    if (!isRegisteredContentType(block.contentType)) return [`${block.id}: ${block.contentType} unregistered`]
    const result = parseBlock(block.contentType, block.id, block)
    return result.ok ? [] : [`${block.id} (${block.contentType}): ${result.error.message}`]
  })
  expect(failures).toEqual([])
})

// Copies content/ and loads (validates) it twice: several seconds on a busy 2-core machine.
test(
  'the temporary content serves the page at the bench path, renders it, and is removed',
  { timeout: 30_000 },
  async () => {
    const generated = await createMixedBlocksContent('content', 40)
    try {
      const source = await loadEmbeddedContent(generated.dir)
      const page = await source.getPage({ locale: 'en-EU', path: '/bench-mixed-blocks', preview: false })
      expect(page?.content.title).toBe('Mixed blocks benchmark')
      // The real landing page came along with the copy.
      expect(await source.getPage({ locale: 'en-EU', path: '/', preview: false })).not.toBeNull()
      const html = (await createPageRenderer(mixedBlocksPage.path, { contentDir: generated.dir })).render()
      expect(firstH1Text(html)).not.toBeNull()
      // The first block opens the page, so its heading carries the generated id.
      expect(html).toContain('id="bench-1-heading"')
    } finally {
      await generated.remove()
    }
    expect(existsSync(generated.dir)).toBe(false)
  },
)
