import { useLayoutEffect, useRef, useState } from 'react'
import { useT } from '#components/translation.tsx'
import { useFocusCarriedOver } from '#components/use-focus-carried-over.ts'
import { useHydrated } from '#components/use-hydrated.ts'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import type { TableBlock } from './table.schema.ts'
import './table.css'

/**
 * A captioned table (spec §9 table text). A long one opens with its first `initialRows` rows and a toggle
 * for the rest. Every row is in the server's HTML, so a visitor without JavaScript, or one whose scripts
 * have not arrived yet, and any crawler can still reach them: until hydration the toggle is a link to the
 * first hidden row, and the stylesheet shows that row and those after it as the page's `:target`, as the
 * mobile menu does (components/mobile-menu.tsx). Hydrated, the toggle is a button that shows and hides
 * them, and a table opened by the link before then stays open.
 */
export function Table({ block }: BlockProps<TableBlock>) {
  const t = useT()
  const hydrated = useHydrated()
  const [expanded, setExpanded] = useState(false)
  const firstHiddenRowRef = useRef<HTMLTableRowElement>(null)
  // A keyboard visitor on the "Show all" link as the table hydrates is on its button afterwards.
  const [focusFromLink, focusToButton] = useFocusCarriedOver<HTMLButtonElement>()
  const headingId = `${block.id}-heading`
  const captionId = `${block.id}-caption`
  const bodyId = `${block.id}-rows`
  const firstHiddenRowId = `${block.id}-more`
  const total = block.rows.length
  // Only a table longer than its initial rows collapses; a shorter one has nothing to hide.
  const limit = block.initialRows !== undefined && total > block.initialRows ? block.initialRows : null
  const shownCount = limit === null || expanded ? total : limit

  // Opened by the no-script link before hydration: the rows are the page's `:target`. Enhanced, they show
  // only when expanded, so it expands here, before the browser paints, and the visitor's tap is kept.
  useLayoutEffect(() => {
    if (hydrated && firstHiddenRowRef.current?.matches(':target') === true) setExpanded(true)
  }, [hydrated])

  return (
    <section
      className="table-block"
      data-enhanced={hydrated ? '' : undefined}
      {...(block.heading === undefined ? {} : { 'aria-labelledby': headingId })}
    >
      {block.heading !== undefined && <BlockHeading id={headingId}>{block.heading}</BlockHeading>}
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="table-block__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table-block__table">
          <caption id={captionId}>{block.caption}</caption>
          {/* Cells carry no ids and are never reordered, so their position is their identity (React key). */}
          <thead>
            <tr>
              {block.columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody id={bodyId}>
            {block.rows.map((row, rowIndex) => {
              const beyondLimit = limit !== null && rowIndex >= limit
              return (
                <tr
                  key={rowIndex}
                  {...(beyondLimit
                    ? {
                        className: 'table-block__more',
                        ...(rowIndex === limit ? { id: firstHiddenRowId, ref: firstHiddenRowRef } : {}),
                        hidden: hydrated && !expanded,
                      }
                    : {})}
                >
                  {row.map((cell, cellIndex) =>
                    block.rowHeaders && cellIndex === 0 ? (
                      <th key={cellIndex} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex}>{cell}</td>
                    ),
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {limit !== null && (
        <div className="table-block__footer">
          {/* A live region, so showing more or fewer rows is announced (spec §9 table text). */}
          <p className="table-block__status" role="status">
            {t('table.showing', { amount: shownCount, total })}
          </p>
          {hydrated ? (
            <button
              ref={focusToButton}
              type="button"
              className="table-block__toggle"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setExpanded((current) => !current)}
            >
              {expanded ? t('table.showFewer') : t('table.showAll')}
            </button>
          ) : (
            <a ref={focusFromLink} className="table-block__toggle" href={`#${firstHiddenRowId}`}>
              {t('table.showAll')}
            </a>
          )}
        </div>
      )}
    </section>
  )
}
