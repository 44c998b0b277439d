import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchArgs, resolveChromiumPath } from '#tests/setup/chromium-path.ts'

const ci = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false'

/**
 * Asks the OS for a free port. Synchronous because the config must be a plain object; a child process
 * because Node has no synchronous listen. The port is released before the server takes it, a window of
 * milliseconds, which beats guessing a "rarely used" number that a developer's own server may hold.
 */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
  const port = result.stdout.trim()
  if (result.status !== 0 || !/^\d+$/.test(port)) {
    throw new Error(`Could not get a free port from the OS: ${result.stderr.trim() || 'no output'}`)
  }
  return port
}

// The runner and every worker load this file; workers inherit the runner's environment, so whatever the
// first load decides (port, data directory) is stored in process.env and every later load reuses it.
process.env.E2E_PORT ||= freePort()
const port = process.env.E2E_PORT

// A fresh database per run: e2e never sees nor touches the developer's `.data/`. Only the process that
// created the directory removes it, after Playwright has stopped the server.
if (process.env.E2E_DATA_DIR === undefined || process.env.E2E_DATA_DIR === '') {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'))
  process.env.E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}
const dataDir = process.env.E2E_DATA_DIR

// `npm test` builds dist/ first; E2E_SERVER_ENTRY runs the suite against another build (e.g. a copy kept
// while someone rebuilds dist/).
const serverEntry = process.env.E2E_SERVER_ENTRY || 'dist/server/index.mjs'
if (!existsSync(serverEntry)) {
  throw new Error(`${serverEntry} is missing: run \`npm run build\` first (or set E2E_SERVER_ENTRY).`)
}
const baseURL = `http://127.0.0.1:${port}`

const executablePath = resolveChromiumPath()

/**
 * The e2e server runs with a tag-manager id (below), and a first visit opens the cookie-consent dialog
 * over the page. Every test starts as a visitor who already refused (the cookie
 * schemas/stored-consent.ts reads, made now, so it is never older than its 12 months): no dialog covers
 * what the tests click, and no tag manager loads. tests/e2e/consent.spec.ts starts without it.
 */
const refusedConsent = {
  name: 'cookie_consent',
  value: encodeURIComponent(
    JSON.stringify({
      version: 1,
      decidedAt: Date.now(),
      preferences: false,
      statistics: false,
      marketing: false,
    }),
  ),
  domain: '127.0.0.1',
  path: '/',
  expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  // Two workers is what two cores carry next to the server.
  workers: 2,
  retries: ci ? 1 : 0,
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    storageState: { cookies: [refusedConsent], origins: [] },
    browserName: 'chromium',
    launchOptions: { executablePath, args: [...chromiumLaunchArgs] },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium-desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'chromium-mobile',
      // Pixel-like phone; same system Chromium, emulated viewport and touch.
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node "${serverEntry}"`,
    url: `${baseURL}/readyz`,
    // A stale server from another run would carry another database; always start our own.
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Playwright passes the shell's environment through; a developer's own settings would point the
      // suite at their PostgreSQL, CMS or domains. Empty means unset (server/env.server.ts): the embedded,
      // single-host setup the tests are written for.
      DATABASE_URL: '',
      SESSION_SECRET: '',
      CMS_API_URL: '',
      ORDER_API_URL: '',
      LOCALE_DOMAINS: '',
      PREVIEW_TOKEN: '',
      // A tag manager configured (ADR 029); tests/e2e/consent.spec.ts answers its host itself, and every
      // other test has refused consent, so its script is never requested.
      GTM_ID: 'GTM-E2ETEST',
      MAP_STYLE_URL: '',
      MAP_API_KEY: '',
    },
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close its embedded database before the data directory is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
