import { useState, useSyncExternalStore } from 'react'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { SanitizedHtml } from '#components/sanitized-html.tsx'
import type { AccordionBlock } from './accordion.schema.ts'
import './accordion.css'

const subscribeToNothing = () => () => undefined

/**
 * False in the server render and during hydration, true once React runs in the browser. The
 * "open all" button only works with JavaScript, so it only appears when it can work.
 */
function useScriptRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * Native `<details>`/`<summary>`: keyboard and screen-reader support come from the browser, and every
 * item opens without JavaScript. For one-at-a-time blocks the shared `name` makes the browser itself
 * close the others. React mirrors the open items only for the "open all / close all" button.
 */
export function Accordion({ block }: BlockProps<AccordionBlock>) {
  const t = useT()
  const scriptRunning = useScriptRunning()
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set())
  const headingId = `${block.id}-heading`
  const itemElementId = (itemId: string) => `${block.id}-${itemId}`
  const allOpen = block.items.every((item) => openIds.has(item.id))

  function itemToggled(itemId: string, open: boolean) {
    setOpenIds((current) => {
      if (current.has(itemId) === open) return current
      if (!open) return new Set([...current].filter((id) => id !== itemId))
      return block.allowMultiple ? new Set([...current, itemId]) : new Set([itemId])
    })
  }

  return (
    <section className="accordion" {...(block.heading === undefined ? {} : { 'aria-labelledby': headingId })}>
      {block.heading !== undefined && (
        <BlockHeading id={headingId} className="accordion__heading">
          {block.heading}
        </BlockHeading>
      )}
      {scriptRunning && block.allowMultiple && block.items.length > 1 && (
        <button
          type="button"
          className="accordion__toggle-all"
          aria-controls={block.items.map((item) => itemElementId(item.id)).join(' ')}
          onClick={() => setOpenIds(allOpen ? new Set() : new Set(block.items.map((item) => item.id)))}
        >
          {allOpen ? t('accordion.collapseAll') : t('accordion.expandAll')}
        </button>
      )}
      <div className="accordion__items">
        {block.items.map((item) => (
          <details
            key={item.id}
            id={itemElementId(item.id)}
            className="accordion__item"
            name={block.allowMultiple ? undefined : block.id}
            open={openIds.has(item.id)}
            onToggle={(event) => itemToggled(item.id, event.currentTarget.open)}
          >
            {/* Plain text, not a heading: a heading inside summary hides its button role in some screen readers. */}
            <summary className="accordion__summary">{item.title}</summary>
            <SanitizedHtml className="rich-text accordion__panel" html={item.body} />
          </details>
        ))}
      </div>
    </section>
  )
}
