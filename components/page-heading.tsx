import { createContext, createElement, useContext, type ReactNode } from 'react'

const PageHeadingContext = createContext(false)

/**
 * Tells a block that its heading is the page's h1 (the first block of a page that has no separate
 * title heading); every other block heading is an h2, so each page has exactly one h1.
 */
export function PageHeadingProvider({
  isPageHeading,
  children,
}: {
  isPageHeading: boolean
  children: ReactNode
}) {
  return <PageHeadingContext value={isPageHeading}>{children}</PageHeadingContext>
}

export function useHeadingTag(): 'h1' | 'h2' {
  return useContext(PageHeadingContext) ? 'h1' : 'h2'
}

/** A block's main heading: the page's h1 when the block opens the page, otherwise an h2. */
export function BlockHeading({
  id,
  className,
  children,
}: {
  id?: string
  className?: string
  children: ReactNode
}) {
  return createElement(useHeadingTag(), { id, className }, children)
}
