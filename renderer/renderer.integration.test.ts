import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'

/** A page an editor broke: one good block, one of a type nobody registered, one with a wrong field type. */
const brokenPage = {
  localizedPagePaths: { 'en-EU': '/block-check' },
  content: {
    slug: 'block-check',
    title: 'Block check',
    contentType: 'standardPage',
    body: [
      { id: 'good-text', contentType: 'richText', heading: 'Still here', html: '<p>This block is fine.</p>' },
      { id: 'mystery-widget', contentType: 'carousel3000', slides: [] },
      { id: 'bad-hero', contentType: 'hero', heading: 42 },
    ],
  },
}

let contentDir: string
let server: RunningServer

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), 'forecourt-content-'))
  cpSync('content', contentDir, { recursive: true })
  writeFileSync(join(contentDir, 'en-EU', 'pages', 'block-check.json'), JSON.stringify(brokenPage))
  server = await startProductionServer({ CONTENT_DIR: contentDir })
})

afterAll(async () => {
  await server.stop()
  rmSync(contentDir, { recursive: true, force: true })
})

const logLine = z.looseObject({ msg: z.string() })

function skippedBlockLogs() {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => logLine.parse(JSON.parse(line)))
    .filter((entry) => entry.msg === 'block skipped')
}

test('a page with an unknown and an invalid block still renders, without them', async () => {
  const response = await fetch(`${server.url}/en-EU/block-check`)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('Still here')
  expect(html).toContain('This block is fine.')
  expect(html).not.toContain('mystery-widget')
  expect(html).not.toContain('bad-hero')
  // The page's styles are in its head (ADR 032) and name the diagnostic's class; no element carries it.
  expect(html).not.toContain('class="block-diagnostic')
})

test('each skipped block is logged once, naming the page, the block and the field', async () => {
  await fetch(`${server.url}/en-EU/block-check`)
  await fetch(`${server.url}/en-EU/block-check`)
  const logs = skippedBlockLogs()
  expect(logs).toHaveLength(2)
  expect(logs).toContainEqual(
    expect.objectContaining({
      page: 'en-EU:/block-check',
      blockId: 'mystery-widget',
      contentType: 'carousel3000',
      reason: 'unknown contentType',
    }),
  )
  expect(logs).toContainEqual(
    expect.objectContaining({
      page: 'en-EU:/block-check',
      blockId: 'bad-hero',
      contentType: 'hero',
      path: 'heading',
      reason: 'invalid data',
    }),
  )
})

test('under /preview the same page shows a diagnostic panel for each bad block', async () => {
  const response = await fetch(`${server.url}/preview/en-EU/block-check`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  const html = await response.text()
  expect(html).toContain('Preview: you are seeing unpublished drafts.')
  // Exactly one robots element: a second one, even a matching one, is a directive a crawler weighs again.
  expect(html.match(/<meta\b[^>]*\bname="robots"[^>]*>/g)).toEqual([
    '<meta name="robots" content="noindex"/>',
  ])
  expect(html.match(/class="block-diagnostic"/g)).toHaveLength(2)
  expect(html).toContain('mystery-widget')
  expect(html).toContain('No block is registered for content type “carousel3000”')
  expect(html).toContain('bad-hero')
  expect(html).toMatch(/<code>heading<\/code>/)
  expect(html).toContain('Still here')
})

test('a draft page exists only in preview', async () => {
  writeFileSync(
    join(contentDir, 'en-EU', 'pages', 'draft-note.json'),
    JSON.stringify({
      localizedPagePaths: { 'en-EU': '/draft-note' },
      content: { slug: 'draft-note', title: 'Draft', contentType: 'standardPage', draft: true, body: [] },
    }),
  )
  const own = await startProductionServer({ CONTENT_DIR: contentDir })
  try {
    expect((await fetch(`${own.url}/en-EU/draft-note`)).status).toBe(404)
    expect((await fetch(`${own.url}/preview/en-EU/draft-note`)).status).toBe(200)
  } finally {
    await own.stop()
  }
})
