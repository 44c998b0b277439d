import type { BlockProblem } from '#schemas/block-problem.ts'
import type { Logger } from '#server/logger.server.ts'

/** Beyond this many remembered (page, block) pairs the memory starts over rather than grow without end. */
const rememberedLimit = 10_000

/**
 * Logs a skipped block once per (page, block id), not on every request (DESIGN §4): one warning line
 * naming the page, the block, its type and the failing field path.
 */
export function createBlockProblemReporter(logger: Logger) {
  const reported = new Set<string>()
  return (page: string, problems: readonly BlockProblem[]) => {
    for (const problem of problems) {
      const key = `${page}\u0000${problem.id}`
      if (reported.has(key)) continue
      if (reported.size >= rememberedLimit) reported.clear()
      reported.add(key)
      const firstIssue = problem.status === 'invalid' ? problem.issues[0] : undefined
      logger.warn(
        {
          page,
          blockId: problem.id,
          contentType: problem.contentType,
          reason: problem.status === 'unknown' ? 'unknown contentType' : 'invalid data',
          ...(firstIssue === undefined
            ? {}
            : {
                path: firstIssue.path,
                message: firstIssue.message,
                issues: problem.status === 'invalid' ? problem.issues : [],
              }),
        },
        'block skipped',
      )
    }
  }
}

export type BlockProblemReporter = ReturnType<typeof createBlockProblemReporter>
