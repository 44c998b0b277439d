import { Suspense } from 'react'
import { blockDefinition, renderBlock } from '#blocks/registry.ts'
import { IdScope } from '#components/element-id.tsx'
import { HydrationSlice } from '#components/hydration-slices.tsx'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { BlockDiagnostic } from './block-diagnostic.tsx'
import { BlockErrorBoundary } from './block-error-boundary.tsx'
import type { BodyEntry } from './parse-body.ts'

export interface RenderBlocksProps {
  entries: readonly BodyEntry[]
  /** Preview shows a diagnostic panel where a block was skipped; the live site shows nothing there. */
  preview: boolean
}

/**
 * Renders a page's blocks in order. Keys are block ids, never positions (DESIGN §4). Every block has
 * its own error boundary, inside a Suspense boundary so that on the server a failing block falls back
 * to nothing instead of failing the page.
 */
export function RenderBlocks({ entries, preview }: RenderBlocksProps) {
  return entries.map((entry, index) => {
    if (entry.status !== 'ok') return preview ? <BlockDiagnostic key={entry.id} problem={entry} /> : null
    const { block } = entry
    const isPageHeading = index === 0 && blockDefinition(block.contentType).providesPageHeading === true
    return (
      <Suspense key={block.id} fallback={null}>
        {/* Each block hydrates in a task of its own (ADR 048). */}
        <HydrationSlice name={block.id}>
          <BlockErrorBoundary blockId={block.id} contentType={block.contentType} preview={preview}>
            {/* A block may hydrate after the start (ADR 035): its ids are counted apart (ADR 048). */}
            <IdScope name={block.id}>
              <PageHeadingProvider isPageHeading={isPageHeading}>{renderBlock(block)}</PageHeadingProvider>
            </IdScope>
          </BlockErrorBoundary>
        </HydrationSlice>
      </Suspense>
    )
  })
}

/** Whether the first block already carries the page's h1, so the page must not print its title as one. */
export function firstBlockProvidesPageHeading(entries: readonly BodyEntry[]): boolean {
  const first = entries[0]
  return first?.status === 'ok' && blockDefinition(first.block.contentType).providesPageHeading === true
}
