import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'

/**
 * The stylesheets and scripts of the lazy and client-only blocks a page shows (ADR 017), named in the
 * page's head. A lazy block's code is its own chunk, and Vite gives a chunk's CSS to the browser only
 * when the chunk loads, during hydration: the server-rendered block would first show unstyled, then
 * jump (the station header measured a layout shift of 0.08). Linked in the head, the block is styled
 * when it is first painted, and its script downloads beside the page's instead of after it.
 */

/** One entry of the client build's manifest (`dist/assets.json`, Vike's copy of Vite's manifest). */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isDynamicEntry: z.boolean().optional(),
  }),
)

type Manifest = z.infer<typeof manifestSchema>

export interface BlockAssets {
  /** Stylesheet URLs, each once, in the order the chunks import them. */
  stylesheets: string[]
  /** Script URLs to preload: the lazy blocks' chunks and what they import. */
  modulePreloads: string[]
}

export interface ShownBlock {
  /** The block's folder name (blocks/block-folder-name.ts): `stationHeader` → `station-header`. */
  folder: string
  /** How the block loads (blocks/define-block.ts). */
  loading: 'eager' | 'lazy' | 'client-only'
  /** Whether the browser needs its code before the page hydrates (ADR 035); `at-start` when left out. */
  hydration?: 'at-start' | 'after-start' | undefined
}

export type BlockAssetsOf = (blocks: readonly ShownBlock[]) => BlockAssets

/**
 * Parts of every page's shell whose code hydrates after the start (pages/+Layout.tsx: the footer). The
 * server renders them at once, so their styles are named in every page's head like a lazy block's, and
 * the chunk finds them there instead of fetching them again (ADR 025, 032).
 */
const deferredShellModules = ['components/site-footer.tsx']

/** Public URL of a built file: the client build is served from the site's root (vite.config.ts `base`). */
function publicUrl(file: string): string {
  return `/${file}`
}

/** A manifest key with every chunk it imports, depth first, each once. */
function withImports(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return []
  seen.add(key)
  const entry = manifest[key]
  if (entry === undefined) return []
  return [key, ...(entry.imports ?? []).flatMap((imported) => withImports(manifest, imported, seen))]
}

/**
 * The assets of the shown blocks from a manifest. A block's modules live in its folder (DESIGN §3): a
 * lazy block's component is `blocks/<folder>/<folder>.tsx`, and its script is preloaded (unless it hydrates after the start); a client-only
 * block's server fallback and browser component are both dynamic entries there, and only their styles
 * are linked, as the browser part loads when it nears the viewport. A block's loaders' module (ADR 026),
 * which the browser imports first, is not preloaded: each one was one more request before the first
 * paint (Lighthouse's simulation put first paint 0.2 s later on a station page), for a file of a few
 * hundred bytes that the browser asks for while it starts hydrating.
 */
export function blockAssetsFromManifest(input: unknown): BlockAssetsOf {
  const manifest = manifestSchema.parse(input)
  const dynamicEntries = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry === true)
  const cache = new Map<string, BlockAssets>()
  const shellSeen = new Set<string>()
  const shellStylesheets = deferredShellModules
    .flatMap((root) => withImports(manifest, root, shellSeen))
    .flatMap((key) => manifest[key]?.css ?? [])
    .map(publicUrl)

  function assetsOfBlock({ folder, loading, hydration = 'at-start' }: ShownBlock): BlockAssets {
    const cacheKey = `${loading}|${hydration}|${folder}`
    const cached = cache.get(cacheKey)
    if (cached !== undefined) return cached
    const directory = `blocks/${folder}/`
    const component = `${directory}${folder}.tsx`
    const roots =
      loading === 'lazy' ? [component] : dynamicEntries.filter((key) => key.startsWith(directory)).sort()
    const seen = new Set<string>()
    const chunks = roots.flatMap((root) => withImports(manifest, root, seen))
    const assets: BlockAssets = {
      stylesheets: chunks.flatMap((key) => manifest[key]?.css ?? []).map(publicUrl),
      // A block that hydrates after the start (ADR 035) is fetched when hydration starts, not beside the
      // page: its code is not what the first paint or the first interaction waits for.
      modulePreloads:
        loading === 'lazy' && hydration === 'at-start'
          ? chunks.map((key) => manifest[key]?.file ?? key).map(publicUrl)
          : [],
    }
    cache.set(cacheKey, assets)
    return assets
  }

  return (blocks) => {
    const stylesheets = new Set<string>(shellStylesheets)
    const modulePreloads = new Set<string>()
    for (const block of blocks) {
      if (block.loading === 'eager') continue
      const assets = assetsOfBlock(block)
      for (const href of assets.stylesheets) stylesheets.add(href)
      for (const href of assets.modulePreloads) modulePreloads.add(href)
    }
    return { stylesheets: [...stylesheets], modulePreloads: [...modulePreloads] }
  }
}

/**
 * The production build's block assets: `assets.json` sits beside `client/` in `dist/`. Null without it
 * (the development server, where Vite injects every module's styles itself).
 */
export function readBlockAssets(clientDir: string): BlockAssetsOf | null {
  const manifestFile = join(dirname(clientDir), 'assets.json')
  if (!existsSync(manifestFile)) return null
  const parsed: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'))
  return blockAssetsFromManifest(parsed)
}
