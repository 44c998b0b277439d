import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { z } from 'zod'
import { chromiumLaunchArgs, resolveChromiumPath } from '#tests/setup/chromium-path.ts'
import { formatKb } from './page-weight.ts'
import { rootIsHydrated } from './hydration-marks.ts'

/**
 * The JavaScript a page really loads in Chromium until it is interactive (hydrated, network quiet),
 * and which blocks' code is among it (ADR 017: a page never downloads the code of a block it does not
 * show). The static `--page-weight` count sees the start set only; lazy block chunks load through
 * `import()` during hydration, so only a browser run says which of them a page fetches.
 */

export interface BrowserJsFile {
  path: string
  gzipBytes: number
  /** The block whose component or fallback this chunk is, from the client build's manifest. */
  block: string | null
}

export interface BrowserPageWeight {
  path: string
  files: BrowserJsFile[]
  gzipBytes: number
  /** Folder names of the blocks whose code the page loaded, e.g. `product-list`. */
  blocks: string[]
}

const manifestSchema = z.record(z.string(), z.looseObject({ file: z.string() }))

/**
 * Chunk file → block folder, from the manifest Vite writes for the client build (`dist/assets.json`):
 * a block's lazy chunk is the entry of its `blocks/<folder>/<folder>.tsx` (or a fallback module).
 */
export function blockChunks(manifestPath: string): Map<string, string> {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
  const chunks = new Map<string, string>()
  for (const [source, entry] of Object.entries(manifest)) {
    const match = /^blocks\/([a-z0-9-]+)\/[a-z0-9-]+\.tsx$/.exec(source)
    if (match?.[1] !== undefined) chunks.set(`/${entry.file}`, match[1])
  }
  return chunks
}

/** Opens each page in one headless Chromium and records every script it loads until it is interactive. */
export async function measureInBrowser(
  origin: string,
  paths: readonly string[],
  chunks: ReadonlyMap<string, string>,
  /** localStorage entries the pages find on arrival (a stored cart, issue 14). */
  storage: Readonly<Record<string, string>> = {},
): Promise<BrowserPageWeight[]> {
  const browser: Browser = await chromium.launch({
    executablePath: resolveChromiumPath(),
    args: [...chromiumLaunchArgs],
  })
  try {
    const results: BrowserPageWeight[] = []
    for (const path of paths) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext()
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
      }, storage)
      const page = await context.newPage()
      const scripts = new Map<string, Promise<Buffer>>()
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin !== origin || response.request().resourceType() !== 'script') return
        scripts.set(url.pathname, response.body())
      })
      await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
      await page.waitForFunction(rootIsHydrated)
      await page.waitForLoadState('networkidle')
      const files = await Promise.all(
        [...scripts].map(async ([file, body]) => ({
          path: file,
          gzipBytes: gzipSync(await body, { level: 9 }).byteLength,
          block: chunks.get(file) ?? null,
        })),
      )
      files.sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path))
      results.push({
        path,
        files,
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        blocks: files.flatMap((file) => (file.block === null ? [] : [file.block])).sort(),
      })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

export function formatBrowserWeights(
  pages: readonly BrowserPageWeight[],
  heading = 'JavaScript Chromium loaded until the page was interactive (hydrated, network quiet):',
): string {
  const lines = ['', heading]
  for (const page of pages) {
    lines.push(
      page.path,
      `  ${String(page.files.length).padStart(3)} files  ${formatKb(page.gzipBytes).padStart(9)} gzip`,
      `  block code loaded: ${page.blocks.length === 0 ? 'none (eager blocks only)' : page.blocks.join(', ')}`,
    )
  }
  return lines.join('\n')
}
