import { rmSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { z } from 'zod'
import type { BlockBase } from '#blocks/define-block.ts'
import { blockDefinition, registeredContentTypes } from '#blocks/registry.ts'
import type { pageResponseSchema } from '#schemas/page.ts'
import { mixedBlocksPage } from './bench-options.ts'

/** The page file as an editor would write it: the embedded content source parses it with this schema. */
export type PageDocument = z.input<typeof pageResponseSchema>

/** The generated page, its body typed as the blocks it is made of (still a PageDocument, see below). */
export interface MixedBlocksDocument {
  localizedPagePaths: PageDocument['localizedPagePaths']
  content: Omit<PageDocument['content'], 'body'> & { body: BlockBase[] }
}

/**
 * Every fixture of every registered block, interleaved: each block's first fixture, then each block's
 * second, and so on. A short page thus already mixes every block type, and a page of at least this many
 * blocks holds every fixture. Read from the registry, so a new block joins the bench without a change here.
 */
export async function fixturesRoundRobin(): Promise<BlockBase[]> {
  const perBlock = await Promise.all(
    registeredContentTypes.map(async (contentType) => {
      const fixtures: Readonly<Record<string, BlockBase>> = await blockDefinition(contentType).fixtures()
      return Object.values(fixtures)
    }),
  )
  const rounds = Math.max(0, ...perBlock.map((fixtures) => fixtures.length))
  const interleaved: BlockBase[] = []
  for (let round = 0; round < rounds; round += 1) {
    for (const fixtures of perBlock) {
      const fixture = fixtures[round]
      if (fixture !== undefined) interleaved.push(fixture)
    }
  }
  return interleaved
}

/**
 * The `--blocks` page: `blockCount` fixtures in round-robin order, each with an id of its own, since
 * blocks derive element ids (`<id>-heading`) from it and a page must not repeat them.
 */
export async function mixedBlocksDocument(blockCount: number): Promise<MixedBlocksDocument> {
  const fixtures = await fixturesRoundRobin()
  const body: BlockBase[] = []
  for (let index = 0; index < blockCount; index += 1) {
    const fixture = fixtures[index % fixtures.length]
    if (fixture === undefined) throw new Error('no registered block has fixtures')
    body.push({ ...fixture, id: `bench-${index + 1}` })
  }
  return {
    localizedPagePaths: { [mixedBlocksPage.locale]: `/${mixedBlocksPage.slug}` },
    content: {
      slug: mixedBlocksPage.slug,
      title: 'Mixed blocks benchmark',
      contentType: 'standardPage',
      body,
    },
  }
}

export interface MixedBlocksContent {
  /** A copy of the content directory with the generated page added; the server's CONTENT_DIR. */
  dir: string
  /** Removes the directory. Safe to call more than once. */
  remove(): Promise<void>
  /** The same, synchronously, for `process.on('exit')`, where nothing async runs. */
  removeNow(): void
}

/**
 * Copies `sourceDir` (the repository's `content/`) to a new temporary directory and writes the mixed
 * page into it, so the bench never touches the real content. On a failure the directory is removed
 * before the error is rethrown.
 */
export async function createMixedBlocksContent(
  sourceDir: string,
  blockCount: number,
): Promise<MixedBlocksContent> {
  const dir = await mkdtemp(join(tmpdir(), 'forecourt-bench-content-'))
  try {
    await cp(sourceDir, dir, { recursive: true })
    // Typed as the page schema's input, so a change to the page shape fails the typecheck here.
    const document: PageDocument = await mixedBlocksDocument(blockCount)
    const file = join(dir, mixedBlocksPage.locale, 'pages', `${mixedBlocksPage.slug}.json`)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  let removed: Promise<void> | undefined
  return {
    dir,
    remove: () => (removed ??= rm(dir, { recursive: true, force: true })),
    removeNow: () => rmSync(dir, { recursive: true, force: true }),
  }
}
