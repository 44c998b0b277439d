/**
 * A block of a page body that is not shown, and why (DESIGN §4: each block is parsed on its own). The
 * renderer makes these, preview shows them, and the server logs them once: one shape for all three.
 */

export interface BlockIssue {
  /** Dotted path of the failing field inside the block, e.g. `action.target`. */
  path: string
  message: string
}

export type BlockProblem =
  | { status: 'invalid'; id: string; contentType: string; issues: BlockIssue[] }
  | { status: 'unknown'; id: string; contentType: string }
