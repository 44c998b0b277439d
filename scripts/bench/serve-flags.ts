import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const packageScriptsSchema = z.object({ scripts: z.object({ serve: z.string() }) })

/**
 * Node's own options in `npm run serve`, the command a node is run with (ADR 036): the options between
 * `node` and the server's entry, e.g. `--max-old-space-size=320`. The bench starts the server with the
 * same, so that it measures a node as deployed. A serve script that does not run the entry with `node`
 * is refused rather than read as "no options".
 */
export function serveNodeOptions(packageJson: string): string[] {
  const { serve } = packageScriptsSchema.parse(JSON.parse(packageJson)).scripts
  const match = /(?:^|\s)node((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/server\/index\.mjs(?:\s|$)/.exec(serve)
  if (match === null) throw new Error(`npm run serve does not run dist/server/index.mjs with node: ${serve}`)
  return (match[1] ?? '').split(/\s+/).filter((option) => option !== '')
}

/** The options of this checkout's `npm run serve`. */
export function servedNodeOptions(repoRoot: string): string[] {
  return serveNodeOptions(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
}
