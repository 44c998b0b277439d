import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { buildInfoFileName } from '../../schemas/build-info.ts'

/**
 * The id of a client build: a digest of the names of every file it wrote. Each name carries its
 * content's hash, so the id changes exactly when some file the browser loads changes, and a rebuild of
 * the same sources keeps it (open tabs are not sent to a full page load for nothing, spec §4).
 */
export function buildIdOf(fileNames: Iterable<string>): string {
  const digest = createHash('sha256')
  for (const name of [...fileNames].sort()) digest.update(`${name}\n`)
  return digest.digest('base64url').slice(0, 16)
}

/**
 * Writes `dist/build.json` (`{ buildId, builtAt }`) after the client build: what `GET /builds/latest.json`
 * answers and what every page tells the browser it was rendered with (spec §4 "Build updates").
 */
export function buildInfo(): Plugin {
  let buildId: string | undefined
  return {
    name: 'forecourt:build-info',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      buildId = buildIdOf(Object.keys(bundle))
    },
    writeBundle(options) {
      if (buildId === undefined || options.dir === undefined) return
      const info = { buildId, builtAt: new Date().toISOString() }
      writeFileSync(join(dirname(options.dir), buildInfoFileName), `${JSON.stringify(info)}\n`)
    },
  }
}
