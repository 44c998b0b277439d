import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { untilAborted } from './child-process.ts'
import { lighthouseCategories, summarizeLighthouseResult, type LighthouseRun } from './lighthouse-report.ts'

/**
 * Runs Lighthouse 12 through its node API against a Chromium this module starts. Imported only by the
 * `--lighthouse` mode: Lighthouse is large, and the load test should not pay for loading it.
 */

/** DESIGN §5: Chromium comes from the OS; Playwright's and Puppeteer's downloads cannot work here. */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const chromeFlags = [
  '--headless=new',
  // This container runs as root, and Chromium refuses to start its sandbox as root.
  '--no-sandbox',
  '--disable-gpu',
  // Background downloads and sync would add network and CPU work to the measured page load.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A Chromium that outlived its run, for the bench's synchronous exit handler. */
let current: LaunchedChrome | undefined

/** SIGKILLs the Chromium of the run in progress, if any (chrome-launcher kills the group it started). */
export function killChromeNow() {
  current?.kill()
  current = undefined
}

/**
 * One Lighthouse run in a fresh Chromium: mobile form factor and simulated throttling are Lighthouse's
 * defaults, kept as they are so the numbers compare with PageSpeed Insights' mobile ones. A fresh browser
 * per run, as Lighthouse's CLI does, so no run inherits another's caches or compiled code.
 */
export async function runLighthouse(url: string, signal: AbortSignal): Promise<LighthouseRun> {
  signal.throwIfAborted()
  // handleSIGINT off: the bench's own handler stops the server too, and decides the exit code.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'error' })
  current = chrome
  try {
    const result = await untilAborted(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
      }),
      signal,
    )
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`)
    return summarizeLighthouseResult(result.lhr)
  } finally {
    chrome.kill()
    current = undefined
  }
}
