import { loadBlockSchemas, preloadBlocks } from '#blocks/registry.ts'
// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import { BlockErrorBoundary } from './block-error-boundary.tsx'
import { parseBody } from './parse-body.ts'
import { firstBlockProvidesPageHeading, RenderBlocks } from './render-blocks.tsx'

// Only the server parses content; it loads the block schemas first, and so do these tests. It also loads
// the code of the blocks a page shows before it renders (ADR 017), as these tests do for theirs.
await loadBlockSchemas()
await preloadBlocks(['hero', 'richText'])

afterEach(cleanup)

const mixed = parseBody([
  { id: 'welcome', contentType: 'hero', heading: 'Welcome to Aurora' },
  { id: 'mystery', contentType: 'carousel3000' },
  { id: 'broken-hero', contentType: 'hero', heading: 42 },
  { id: 'text', contentType: 'richText', heading: 'Opening hours', html: '<p>Open every day.</p>' },
])

function renderPage(preview: boolean) {
  return render(
    <PageProviders locale="en-EU">
      <RenderBlocks entries={mixed} preview={preview} />
    </PageProviders>,
  )
}

test('the live page shows the valid blocks in order and nothing where bad ones were', () => {
  renderPage(false)
  const headings = screen.getAllByRole('heading').map((heading) => heading.textContent)
  expect(headings).toEqual(['Welcome to Aurora', 'Opening hours'])
  expect(screen.queryByRole('note')).toBeNull()
})

test('the first block that carries the page heading renders it as the only h1', () => {
  renderPage(false)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Aurora')
  expect(firstBlockProvidesPageHeading(mixed)).toBe(true)
  expect(firstBlockProvidesPageHeading(mixed.slice(3))).toBe(false)
})

test('preview shows a panel naming each bad block, its field and the problem', () => {
  renderPage(true)
  const panels = screen.getAllByRole('note')
  expect(panels).toHaveLength(2)
  const [unknown, invalid] = panels
  expect(unknown?.textContent).toContain('mystery')
  expect(unknown?.textContent).toContain('No block is registered for content type “carousel3000”')
  if (invalid === undefined) throw new Error('no panel for the invalid block')
  expect(invalid.textContent).toContain('broken-hero')
  const row = within(invalid).getByRole('row', { name: /heading/ })
  expect(row.textContent).toMatch(/expected string/i)
})

function Exploding(): never {
  throw new Error('renderer exploded')
}

test('a block that throws while rendering is left out live and named in preview', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { unmount } = render(
    <PageProviders locale="en-EU">
      <p>before</p>
      <BlockErrorBoundary blockId="boom" contentType="hero" preview={false}>
        <Exploding />
      </BlockErrorBoundary>
      <p>after</p>
    </PageProviders>,
  )
  expect(screen.getByText('before')).toBeTruthy()
  expect(screen.getByText('after')).toBeTruthy()
  expect(screen.queryByRole('note')).toBeNull()
  unmount()
  render(
    <PageProviders locale="en-EU">
      <BlockErrorBoundary blockId="boom" contentType="hero" preview>
        <Exploding />
      </BlockErrorBoundary>
    </PageProviders>,
  )
  expect(screen.getByRole('note').textContent).toContain('renderer exploded')
  expect(consoleError).toHaveBeenCalled()
  consoleError.mockRestore()
})
