import type { PageContent } from '#schemas/page.ts'
import { arrangePage, type RecipeFlags } from './page-recipes.ts'
import type { BlockProblem } from '#schemas/block-problem.ts'
import { parseBody, type BodyEntry } from './parse-body.ts'

/** A page's parsed blocks, and the subset the live site shows (problems only ever show in preview). */
export interface PreparedPage {
  all: BodyEntry[]
  live: BodyEntry[]
}

const preparedPages = new WeakMap<PageContent, Map<string, PreparedPage>>()

/**
 * The page's blocks in recipe order, each parsed by its own schema. Done once per content version: the
 * content source hands out the same content object until the content changes, so later requests reuse
 * the result instead of parsing on every request (issue 3).
 */
export function preparePage(content: PageContent, flags: RecipeFlags): PreparedPage {
  const flagsKey = `${String(flags.lunch)}:${String(flags.foodMenu)}`
  let byFlags = preparedPages.get(content)
  if (byFlags === undefined) {
    byFlags = new Map()
    preparedPages.set(content, byFlags)
  }
  const cached = byFlags.get(flagsKey)
  if (cached !== undefined) return cached
  const all = parseBody(arrangePage(content, flags))
  const prepared = { all, live: all.filter((entry) => entry.status === 'ok') }
  byFlags.set(flagsKey, prepared)
  return prepared
}

export function blockProblems(entries: readonly BodyEntry[]): BlockProblem[] {
  return entries.filter((entry): entry is BlockProblem => entry.status !== 'ok')
}
