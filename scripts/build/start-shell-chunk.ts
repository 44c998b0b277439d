/**
 * The browser build's `shell` chunk (issue 17): every module that the layout and the global router hooks
 * in pages/ import statically, directly or through others, and so every page loads at start. Left to the
 * bundler, each module that a lazy chunk shares with them became a chunk of its own as soon as one more
 * lazy chunk used it (the footer, the consent host): a dozen files of 0.2–1 KB gzip, each paying an import
 * preamble and gzip's fresh start, where one file pays them once. Modules reached only through `import()`
 * stay where the bundler puts them.
 */

/** What rolldown's chunking passes to a group's `name` (its ChunkingContext, narrowed to what is read). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null
}

/** The layout and the hooks every page runs (`pages/+Layout.tsx`, `pages/+onHydrationEnd.ts`, …). */
const globalPageFile = /[\\/]pages[\\/]\+(Layout\.tsx|on[A-Za-z]+(\.client)?\.ts)$/

/** Stylesheets and the frameworks' own modules keep their chunks (React's group, Vike's router). */
const leftAlone = /\.css($|\?)|[\\/]node_modules[\\/]|^\0/

export function startShellChunk(): (moduleId: string, context: ChunkingContext) => string | null {
  const inShell = new Map<string, boolean>()
  /** Walks the static importers up from `id` until a global page file is reached, or none is left. */
  const reachedStatically = (id: string, context: ChunkingContext): boolean => {
    const seen = new Set([id])
    const pending = [id]
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (globalPageFile.test(next) || inShell.get(next) === true) return true
      for (const importer of context.getModuleInfo(next)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer)
          pending.push(importer)
        }
      }
    }
    return false
  }
  return (moduleId, context) => {
    if (leftAlone.test(moduleId)) return null
    let found = inShell.get(moduleId)
    if (found === undefined) {
      found = reachedStatically(moduleId, context)
      inShell.set(moduleId, found)
    }
    return found ? 'shell' : null
  }
}
