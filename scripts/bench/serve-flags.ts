import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const packageScriptsSchema = z.object({ scripts: z.object({ serve: z.string() }) })

/** How `npm run serve` runs a node: the environment it sets and Node's own options. */
export interface ServeCommand {
  /** The variables set before `node`, e.g. `MALLOC_ARENA_MAX=2` (docs/deployment.md), NODE_ENV among them. */
  environment: Record<string, string>
  /** Node's options between `node` and the server's entry, e.g. `--max-old-space-size=320` (ADR 036). */
  nodeOptions: string[]
}

/**
 * Reads the serve script, the command a node is run with. The bench starts the server with the same
 * options and environment, so that it measures a node as deployed. A serve script that does not run the
 * entry with `node` is refused rather than read as "no options".
 */
export function serveCommand(packageJson: string): ServeCommand {
  const { serve } = packageScriptsSchema.parse(JSON.parse(packageJson)).scripts
  const match =
    /^\s*((?:[A-Za-z_]\w*=\S*\s+)*)node((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/server\/index\.mjs(?:\s|$)/.exec(
      serve,
    )
  if (match === null) throw new Error(`npm run serve does not run dist/server/index.mjs with node: ${serve}`)
  const environment: Record<string, string> = {}
  for (const assignment of (match[1] ?? '').split(/\s+/)) {
    const equals = assignment.indexOf('=')
    if (equals > 0) environment[assignment.slice(0, equals)] = assignment.slice(equals + 1)
  }
  const nodeOptions = (match[2] ?? '').split(/\s+/).filter((option) => option !== '')
  return { environment, nodeOptions }
}

/** How this checkout's `npm run serve` runs a node. */
export function servedCommand(repoRoot: string): ServeCommand {
  return serveCommand(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
}
