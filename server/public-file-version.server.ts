import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * The version of a file of `public/` (ADR 032): a digest of its bytes. The build writes each file's
 * version into the pages' URLs (`/images/logo.svg?v=…`, scripts/build/public-file-versions.ts), the
 * server works it out again from the file it serves (server/middleware/static-assets.server.ts) and keeps
 * a URL that names the current version for good. 48 bits: a version tells one file's contents apart from
 * its earlier ones, it does not guard against anyone.
 */
export function publicFileVersion(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 8)
}

/** Every file under `directory` by its URL path (`/images/logo.svg`) with its version, sorted by path. */
export function readPublicFileVersions(directory: string): Record<string, string> {
  const versions: Record<string, string> = {}
  const walk = (folder: string): string[] => {
    let entries
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return []
    }
    return entries.flatMap((entry) => {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) return walk(full)
      return entry.isFile() ? [full] : []
    })
  }
  for (const file of walk(directory).sort()) {
    versions[`/${relative(directory, file).split(sep).join('/')}`] = publicFileVersion(readFileSync(file))
  }
  return versions
}
