import type { Logger } from '#server/logger.server.ts'

export interface ReportedProblem {
  id: string
  contentType: string
  status: 'invalid' | 'unknown'
  issues?: readonly { path: string; message: string }[]
}

/** Beyond this many remembered (page, block) pairs the memory starts over rather than grow without end. */
const rememberedLimit = 10_000

/**
 * Logs a skipped block once per (page, block id), not on every request (DESIGN §4): one warning line
 * naming the page, the block, its type and the failing field path.
 */
export function createBlockProblemReporter(logger: Logger) {
  const reported = new Set<string>()
  return (page: string, problems: readonly ReportedProblem[]) => {
    for (const problem of problems) {
      const key = `${page}\u0000${problem.id}`
      if (reported.has(key)) continue
      if (reported.size >= rememberedLimit) reported.clear()
      reported.add(key)
      const firstIssue = problem.issues?.[0]
      logger.warn('block skipped', {
        page,
        blockId: problem.id,
        contentType: problem.contentType,
        reason: problem.status === 'unknown' ? 'unknown contentType' : 'invalid data',
        ...(firstIssue === undefined
          ? {}
          : { path: firstIssue.path, message: firstIssue.message, issues: problem.issues }),
      })
    }
  }
}

export type BlockProblemReporter = ReturnType<typeof createBlockProblemReporter>
