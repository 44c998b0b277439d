import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { stationPagePath } from '#i18n/site-paths.ts'
import { builtChunkOf } from './built-chunks.ts'
import { expectHydrated } from './hydration.ts'

// spec §4 "Build updates", §7, §9: a tab left open over a deploy learns of the new build from
// /builds/latest.json and makes its next navigation a full page load; a script chunk that fails to load
// reloads the route once, never twice within the 10 s guard.

/** Marks this document: still there after a click means the client router did it, not a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'buildUpdatesMarker', 'same document'))
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'buildUpdatesMarker') === 'same document')
}

/** A link outside the page's React tree, fixed in the corner: clicking it never scrolls. */
async function addLink(page: Page, href: string, text: string): Promise<void> {
  await page.evaluate(
    (link) => {
      const anchor = document.createElement('a')
      anchor.href = link.href
      anchor.textContent = link.text
      anchor.style.cssText = 'position:fixed;top:0;right:0;z-index:2000;background:#fff;padding:4px'
      document.body.append(anchor)
    },
    { href, text },
  )
}

/** The main frame's document requests, in order: one per page load. */
function recordPageLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url())
  })
  return loads
}

/**
 * The tab becomes visible again (the poll's second trigger), until the page has asked which build is
 * current: the poll's own chunk loads after hydration, so the first events may come before it listens.
 */
async function checkForNewBuild(page: Page, polls: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        return polls.length
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
}

function recordPolls(page: Page): string[] {
  const polls: string[] = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/builds/latest.json') polls.push(request.url())
  })
  return polls
}

/** An open station of the committed Finnish catalogue: its page shows the lazy station header. */
const stationSlug = z
  .array(z.object({ slug: z.string(), isClosed: z.boolean() }).loose())
  .parse(JSON.parse(readFileSync(new URL('../../content/stations/fi.json', import.meta.url), 'utf8')))
  .find((station) => !station.isClosed)?.slug

test.describe('build updates', () => {
  test('after a deploy during an open tab, the next click on an internal link is a full page load', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === '/builds/latest.json',
      (route) =>
        route.fulfill({
          json: { buildId: 'a-build-deployed-later', builtAt: new Date().toISOString() },
          headers: { 'Cache-Control': 'no-store' },
        }),
    )
    const polls = recordPolls(page)
    await page.goto('/en-EU')
    await expectHydrated(page)
    const loads = recordPageLoads(page)
    await markDocument(page)

    await checkForNewBuild(page, polls)
    // spec §7: the manifest is asked for with a timestamp query, past every cache.
    expect(new URL(polls[0] ?? '').searchParams.get('t')).toMatch(/^\d{13}$/)
    // The answer is parsed after it arrives: one more turn of the page's event loop.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))

    await addLink(page, '/en-EU/terms', 'To the terms')
    await page.getByRole('link', { name: 'To the terms' }).click()
    await expect(page).toHaveURL(/\/en-EU\/terms$/)
    await expectHydrated(page)
    expect(await sameDocument(page)).toBe(false)
    expect(loads.map((url) => new URL(url).pathname)).toEqual(['/en-EU/terms'])
  })

  test('without a new build the same click stays a client-side navigation', async ({ page }) => {
    const polls = recordPolls(page)
    await page.goto('/en-EU')
    await expectHydrated(page)
    const loads = recordPageLoads(page)
    await markDocument(page)

    // The real answer: the build this page was rendered with.
    await checkForNewBuild(page, polls)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))

    await addLink(page, '/en-EU/terms', 'To the terms')
    await page.getByRole('link', { name: 'To the terms' }).click()
    await expect(page).toHaveURL(/\/en-EU\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
    expect(await sameDocument(page)).toBe(true)
    expect(loads).toEqual([])
  })

  test('a bad answer changes nothing: the next click stays a client-side navigation', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/builds/latest.json',
      (route) => route.fulfill({ json: { buildId: 'a-build-deployed-later', builtAt: 'yesterday' } }),
    )
    const polls = recordPolls(page)
    await page.goto('/en-EU')
    await expectHydrated(page)
    const loads = recordPageLoads(page)
    await markDocument(page)

    await checkForNewBuild(page, polls)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))

    await addLink(page, '/en-EU/terms', 'To the terms')
    await page.getByRole('link', { name: 'To the terms' }).click()
    await expect(page).toHaveURL(/\/en-EU\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
    expect(await sameDocument(page)).toBe(true)
    expect(loads).toEqual([])
  })

  test('a route chunk that fails to load reloads the page once, not twice', async ({ page }) => {
    // The content page's own code, as after a deploy that removed it: every request for it fails.
    const failedChunks: string[] = []
    await page.route('**/assets/entries/pages_content.*.js', async (route) => {
      failedChunks.push(route.request().url())
      await route.abort('failed')
    })
    const loads = recordPageLoads(page)
    await page.goto('/en-EU')

    // The first failure reloads the page ...
    await expect.poll(() => loads.length).toBe(2)
    await page.waitForLoadState('load')
    // ... the second, within the guard's 10 s, is left to the normal handling: no third load. The
    // server-rendered page stays readable.
    await page.waitForTimeout(3000)
    expect(loads.map((url) => new URL(url).pathname)).toEqual(['/en-EU', '/en-EU'])
    expect(failedChunks.length).toBeGreaterThanOrEqual(2)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const guard = await page.evaluate(() => sessionStorage.getItem('forecourt:chunk-reload-at'))
    expect(Number(guard)).toBeGreaterThan(0)
  })

  test('a lazy block whose chunk fails to load reloads the page once, not twice', async ({ page }) => {
    expect(stationSlug).toBeDefined()
    const path = `/en-EU${stationPagePath('en-EU', stationSlug ?? '')}`
    const blockChunk = builtChunkOf('blocks/station-header/station-header.tsx')
    const failedChunks: string[] = []
    await page.route(
      (url) => url.pathname === blockChunk,
      async (route) => {
        failedChunks.push(route.request().url())
        await route.abort('failed')
      },
    )
    const loads = recordPageLoads(page)
    await page.goto(path)

    await expect.poll(() => loads.length).toBe(2)
    await page.waitForLoadState('load')
    await page.waitForTimeout(3000)
    expect(loads.map((url) => new URL(url).pathname)).toEqual([path, path])
    expect(failedChunks.length).toBeGreaterThanOrEqual(2)
    // The rest of the page is still there and works: the block's own boundary took the second failure.
    await expectHydrated(page)
    await expect(page.locator('main#main')).toBeVisible()
  })
})
