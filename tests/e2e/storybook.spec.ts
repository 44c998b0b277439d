import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type ConsoleMessage, type Page, type Route } from '@playwright/test'
import { z } from 'zod'
import { blockFolderName } from '#blocks/block-folder-name.ts'
import { contentTypeForExtension } from '#server/middleware/static-assets.server.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'

// The designers' catalogue (DESIGN intro) in a real browser: every story of the built Storybook renders
// without console errors, passes axe, and every registered block has stories in it. `npm test` builds
// storybook-static/ before the e2e step; STORYBOOK_DIR points at another build.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const storybookDir = resolve(repoRoot, process.env.STORYBOOK_DIR || 'storybook-static')
const indexFile = resolve(storybookDir, 'index.json')

/** Storybook's index (format v5): one entry per story or docs page. */
const storyIndexSchema = z.object({
  entries: z.record(
    z.string(),
    z.object({
      type: z.enum(['story', 'docs']),
      id: z.string(),
      title: z.string(),
      name: z.string(),
      importPath: z.string(),
    }),
  ),
})

const stories = existsSync(indexFile)
  ? Object.values(storyIndexSchema.parse(JSON.parse(readFileSync(indexFile, 'utf8'))).entries).filter(
      (entry) => entry.type === 'story',
    )
  : []

/** A static file server for the built Storybook; ES modules need their real content type. */
async function serveDirectory(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://storybook').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    // Chromium asks for /favicon.ico on its own; no story refers to it, so its absence is no error.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end()
      return
    }
    const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`)
    // Nothing outside the build directory is served, whatever the path says.
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypeForExtension(extname(file)),
        })
        response.end(body)
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the Storybook server has no port')
  return { url: `http://127.0.0.1:${address.port}`, server }
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
const placeholderImage = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * Fixture media (images, posters, videos, caption tracks) point at CMS and CDN assets, as real content
 * does; neither the repo nor the catalogue carries them, and the suite runs offline. They are answered
 * with placeholders, so the check is about the components, not about files that live elsewhere. Any
 * other request that leaves the catalogue is refused: a block must not need the network to render,
 * and the refusal reaches the console as an error, which fails the story.
 */
async function answerOffline(route: Route, storybookUrl: string): Promise<void> {
  const request = route.request()
  const url = new URL(request.url())
  const local = url.origin === storybookUrl
  if (local && existsSync(resolve(storybookDir, `.${decodeURIComponent(url.pathname)}`))) {
    await route.continue()
    return
  }
  switch (request.resourceType()) {
    case 'image':
      await route.fulfill({ status: 200, contentType: 'image/png', body: placeholderImage })
      return
    case 'texttrack':
      await route.fulfill({ status: 200, contentType: 'text/vtt', body: 'WEBVTT\n' })
      return
    case 'media':
      // No content: the player shows its poster, as it would before the video loads.
      await route.fulfill({ status: 204 })
      return
    default:
      if (local) await route.continue()
      else await route.abort('blockedbyclient')
  }
}

/**
 * One server and one browser page per worker, reused by every story that worker visits: a fresh context
 * per story would reload Storybook's ~1 MB runtime from a cold cache each time.
 */
const test = base.extend<object, { storybookUrl: string; storyPage: Page }>({
  storybookUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern.
    async ({}, use) => {
      const { url, server } = await serveDirectory(storybookDir)
      await use(url)
      await new Promise((done) => server.close(done))
    },
    { scope: 'worker' },
  ],
  storyPage: [
    async ({ browser, storybookUrl }, use, workerInfo) => {
      const context = await browser.newContext({ viewport: workerInfo.project.use.viewport ?? null })
      await context.route('**/*', (route) => answerOffline(route, storybookUrl))
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

// Stories are viewport-independent components; one project is enough to check them.
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'chromium-desktop', 'the catalogue is checked on desktop only')
})

test('the Storybook build exists', () => {
  expect(
    existsSync(indexFile),
    `${indexFile} is missing: run \`npm run build-storybook\` (or set STORYBOOK_DIR)`,
  ).toBe(true)
  expect(stories.length).toBeGreaterThan(0)
})

test('every registered block has stories in the catalogue, and every block story is registered', () => {
  // The registry cannot be imported here (blocks import stylesheets); this script prints it.
  const listed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/list-blocks.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  const registered = z.array(z.string()).parse(JSON.parse(listed))
  const registeredFolders = [...new Set(registered.map(blockFolderName))].sort()
  const blockStories = stories.filter((story) => story.importPath.startsWith('./blocks/'))
  const storyFolders = [
    ...new Set(
      blockStories.map((story) => /^\.\/blocks\/([^/]+)\//.exec(story.importPath)?.[1] ?? story.importPath),
    ),
  ].sort()
  expect(storyFolders, 'folders of block stories vs registered blocks').toEqual(registeredFolders)
  const misfiled = blockStories.filter((story) => !story.title.startsWith('Blocks/'))
  expect(
    misfiled.map((story) => `${story.id} (${story.title})`),
    'block stories outside Blocks/',
  ).toEqual([])
})

for (const story of stories) {
  test(`story ${story.title} › ${story.name} renders cleanly and passes axe`, async ({
    storybookUrl,
    storyPage: page,
  }) => {
    const errors: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      // A failed request logs only its status; the URL says which asset is missing.
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`)
    }
    const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`)
    page.on('console', onConsole)
    page.on('pageerror', onPageError)
    try {
      await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`)
      // Storybook marks the body when the story is shown (sb-show-main) or failed (sb-show-errordisplay).
      const outcome = await page.waitForFunction(() => {
        const body = document.body
        if (body.classList.contains('sb-show-errordisplay')) return 'error'
        const root = document.querySelector('#storybook-root')
        return body.classList.contains('sb-show-main') && root !== null && root.childElementCount > 0
          ? 'rendered'
          : false
      })
      if ((await outcome.jsonValue()) === 'error') {
        const message = await page
          .locator('#error-message')
          .innerText()
          .catch(() => '')
        throw new Error(`Storybook could not render ${story.id}: ${message}`)
      }
      // Late failures (a lazy image, an effect) show up once the page has settled.
      await page.waitForLoadState('networkidle')
      expect(errors, `browser errors in ${story.id}`).toEqual([])
      await expectNoSeriousA11yViolations(page, { include: '#storybook-root' })
    } finally {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
    }
  })
}

/** Opens one story on its own (Storybook's iframe) and waits until it has rendered. */
async function openStory(page: Page, storybookUrl: string, id: string): Promise<void> {
  await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`)
  await page.locator('body.sb-show-main #storybook-root').waitFor()
}

/** The ids of the chart's highlighted states, in document order. */
async function activeStates(page: Page): Promise<string[]> {
  return page
    .locator('#storybook-root [data-state-id][data-active="true"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id') ?? ''))
}

test.describe('Machines', () => {
  test('the checkout chart follows the events QA presses, and lists its paths to every end', async ({
    storybookUrl,
    storyPage: page,
  }) => {
    // Listing the checkout's paths is seconds of work in a worker, on top of the clicks.
    test.setTimeout(120_000)
    await openStory(page, storybookUrl, 'machines-checkout--checkout')
    const chart = page.getByRole('img', { name: /The checkout machine: statechart/ })
    await expect(chart.locator('[data-state-id="checkout.editing.cartReview"]')).toHaveAttribute(
      'data-active',
      'true',
    )
    const currentState = page.getByTestId('current-state')
    await expect(currentState).toHaveText('editing.cartReview')

    // Each press moves the machine; the highlighted state is the one it moved to, and only that one
    // (with its parents) is highlighted.
    const presses: { button: string; state: string; highlighted: string[] }[] = [
      {
        button: 'NEXT',
        state: 'editing.customerDetails',
        highlighted: ['checkout', 'checkout.editing', 'checkout.editing.customerDetails'],
      },
      {
        button: 'UPDATE_CUSTOMER (valid customer)',
        state: 'editing.customerDetails',
        highlighted: ['checkout', 'checkout.editing', 'checkout.editing.customerDetails'],
      },
      {
        button: 'NEXT',
        state: 'editing.paymentMethod',
        highlighted: ['checkout', 'checkout.editing', 'checkout.editing.paymentMethod'],
      },
      {
        button: 'CHOOSE_PAYMENT_METHOD (card)',
        state: 'editing.paymentMethod',
        highlighted: ['checkout', 'checkout.editing', 'checkout.editing.paymentMethod'],
      },
      {
        // The story's order service answers at once: the checkout waits for the provider's return.
        button: 'SUBMIT_PAYMENT',
        state: 'processing.awaitingPayment',
        highlighted: ['checkout', 'checkout.processing', 'checkout.processing.awaitingPayment'],
      },
      {
        button: 'PAYMENT_RETURNED (declined)',
        state: 'failed',
        highlighted: ['checkout', 'checkout.failed'],
      },
      {
        button: 'RETRY',
        state: 'editing.paymentMethod',
        highlighted: ['checkout', 'checkout.editing', 'checkout.editing.paymentMethod'],
      },
    ]
    for (const press of presses) {
      await page.getByRole('button', { name: press.button, exact: true }).click()
      await expect(currentState, `after ${press.button}`).toHaveText(press.state)
      await expect
        .poll(() => activeStates(page), `highlighted after ${press.button}`)
        .toEqual(press.highlighted)
    }
    // What was typed and chosen survived the failed payment (spec §8).
    await expect(page.locator('.statechart-context')).toContainText('"paymentMethodType": "card"')

    // The paths are listed when asked for, off the page's thread, counted per end state.
    await page.getByText('Simple paths from the start to each final state').click()
    const paths = page.getByTestId('machine-paths')
    await expect(paths.getByRole('status')).toHaveText(/^\d+ paths reach an end state\.$/, {
      timeout: 90_000,
    })
    for (const end of ['completed', 'failed']) {
      const group = paths.locator(`[data-end-state="${end}"]`)
      await expect(group.locator('summary')).toHaveText(new RegExp(`^${end}: \\d+ paths?$`))
      await group.locator('summary').click()
      await expect(group.getByRole('listitem').first()).toContainText('SUBMIT_PAYMENT')
    }
  })

  for (const { id, name, initial } of [
    { id: 'machines-modal--modal', name: /The modal machine: statechart/, initial: 'modal.closed' },
    { id: 'machines-cart--cart', name: /The cart machine: statechart/, initial: 'cart.idle' },
    // The story's calls answer at once, for a demo customer: the start's check ends logged in.
    { id: 'machines-auth--auth', name: /The login machine: statechart/, initial: 'auth.loggedIn' },
  ]) {
    test(`${id} draws its chart with the initial state highlighted`, async ({
      storybookUrl,
      storyPage: page,
    }) => {
      await openStory(page, storybookUrl, id)
      const chart = page.getByRole('img', { name })
      await expect(chart.locator(`[data-state-id="${initial}"]`)).toHaveAttribute('data-active', 'true')
      // Every state of the definition is drawn, not only the active one.
      expect(await chart.locator('[data-state-id]').count()).toBeGreaterThan(2)
      expect(await chart.locator('polyline').count()).toBeGreaterThan(0)
    })
  }

  test('the modal chart moves to open and back when its events are pressed', async ({
    storybookUrl,
    storyPage: page,
  }) => {
    await openStory(page, storybookUrl, 'machines-modal--modal')
    await page.getByRole('button', { name: 'SET_NAME_AND_OPEN (firstInCart)' }).click()
    await expect.poll(() => activeStates(page)).toEqual(['modal', 'modal.open'])
    await page.getByRole('button', { name: 'UNSET', exact: true }).click()
    await expect.poll(() => activeStates(page)).toEqual(['modal', 'modal.closed'])
  })
})

test('a product list story follows the locale toolbar: heading and names in the language of its labels', async ({
  storybookUrl,
  storyPage: page,
}) => {
  for (const { locale, heading, product } of [
    { locale: 'fi-FI', heading: 'Pesuohjelmat', product: 'Peruspesu' },
    { locale: 'en-EU', heading: 'Car wash programmes', product: 'Basic wash' },
    { locale: 'sv-SE', heading: 'Tvättprogram', product: 'Bastvätt' },
    { locale: 'no-NO', heading: 'Vaskeprogrammer', product: 'Basisvask' },
  ]) {
    await page.goto(
      `${storybookUrl}/iframe.html?id=blocks-product-list--car-wash-programmes&viewMode=story&globals=locale:${locale}`,
    )
    const root = page.locator('#storybook-root')
    await expect(root.getByRole('heading', { name: heading })).toBeVisible()
    await expect(root.getByText(product, { exact: true })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  }
})
