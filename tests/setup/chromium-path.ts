import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Debian's package path; Playwright's own browser download cannot work on our machines (DESIGN §5). */
const systemChromium = '/usr/bin/chromium'

/**
 * Flags for a headless Chromium in a container or CI: no sandbox (we often run as root), no GPU, and nothing
 * that phones home or downloads in the background, so runs stay offline and deterministic.
 */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const

/**
 * The Chromium binary every browser tool here uses (Playwright, Storybook tests, Lighthouse):
 * `CHROME_PATH`, else the system package, else Playwright's bundled build if someone installed it.
 * Throws one line that says how to get a browser, so a missing one is not a wall of launch errors.
 */
export function resolveChromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!existsSync(fromEnv))
      throw setupError(`CHROME_PATH=${fromEnv} does not exist; point it at a Chromium binary.`)
    return fromEnv
  }
  if (existsSync(systemChromium)) return systemChromium
  const bundled = chromium.executablePath()
  if (bundled !== '' && existsSync(bundled)) return bundled
  throw setupError(
    'No Chromium found: install it with `apt-get install -y chromium` or set CHROME_PATH to a Chromium binary.',
  )
}

/** An error whose printout is its one line: the reader needs the fix, not the stack frames of a config loader. */
function setupError(message: string): Error {
  const error = new Error(message)
  error.stack = `Error: ${message}`
  return error
}
