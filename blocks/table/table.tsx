import { useState } from 'react'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import type { TableBlock } from './table.schema.ts'
import './table.css'

export function Table({ block }: BlockProps<TableBlock>) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const headingId = `${block.id}-heading`
  const captionId = `${block.id}-caption`
  const bodyId = `${block.id}-rows`
  const total = block.rows.length
  // Only a table longer than its initial rows collapses; a shorter one has nothing to hide.
  const limit = block.initialRows !== undefined && total > block.initialRows ? block.initialRows : null
  const visibleRows = limit === null || expanded ? block.rows : block.rows.slice(0, limit)

  return (
    <section
      className="table-block"
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
            {visibleRows.map((row, rowIndex) => (
              <tr key={rowIndex}>
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
            ))}
          </tbody>
        </table>
      </div>
      {limit !== null && (
        <div className="table-block__footer">
          {/* A live region, so showing more or fewer rows is announced (spec §9 table text). */}
          <p className="table-block__status" role="status">
            {t('table.showing', { amount: visibleRows.length, total })}
          </p>
          <button
            type="button"
            className="table-block__toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((current) => !current)}
          >
            {expanded ? t('table.showFewer') : t('table.showAll')}
          </button>
        </div>
      )}
    </section>
  )
}
