import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chromiumLaunchArgs, resolveChromiumPath } from '#tests/setup/chromium-path.ts'
import { sanitizeSvg } from './sanitize-svg.server.ts'

const corpusDir = join(import.meta.dirname, '../../../tests/fixtures/svg')
const origin = 'http://forecourt.test'

let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: [...chromiumLaunchArgs] })
})

afterAll(async () => {
  await browser.close()
})

function readCorpus(name: string): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(join(corpusDir, name)))
  } catch {
    return null
  }
}

interface Observed {
  /** alert(), confirm() or prompt() calls: code ran. */
  dialogs: string[]
  /** Every request beyond the page itself: something was loaded from elsewhere. */
  requests: string[]
  /** Elements and attributes in the live DOM that the allow-list should have kept out. */
  problems: string[]
  /** How many shapes the browser drew. */
  shapes: number
}

/**
 * Embeds each markup as components/inline-svg.tsx does (a span's inner HTML) in a page without a CSP, so
 * nothing but the sanitizer stands between the markup and the browser; then hovers, clicks and focuses every
 * element and waits for animations before reading what happened.
 */
async function embedInChromium(markups: readonly string[]): Promise<Observed> {
  const page = await browser.newPage()
  const observed: Observed = { dialogs: [], requests: [], problems: [], shapes: 0 }
  page.on('dialog', (dialog) => {
    observed.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const html = `<!doctype html><html><head><title>Icons</title></head><body>${markups
    .map((markup) => `<p><span class="inline-svg" aria-hidden="true">${markup}</span></p>`)
    .join('')}<p id="after">after</p></body></html>`
  await page.route('**/*', async (route) => {
    const url = route.request().url()
    if (url === `${origin}/`) return route.fulfill({ body: html, contentType: 'text/html' })
    observed.requests.push(url)
    return route.abort()
  })
  try {
    await page.goto(`${origin}/`)
    for (const element of await page.locator('.inline-svg svg *').all()) {
      await element.dispatchEvent('mouseover')
      await element.dispatchEvent('click')
      await element.dispatchEvent('focus')
    }
    await page.waitForTimeout(300)
    const dom = await page.evaluate(() => {
      const svgNamespace = 'http://www.w3.org/2000/svg'
      const problems: string[] = []
      const boxes = [...document.querySelectorAll('.inline-svg')]
      for (const box of boxes) {
        for (const element of box.querySelectorAll('*')) {
          if (element.namespaceURI !== svgNamespace) problems.push(`HTML element <${element.localName}>`)
          if (
            ['script', 'style', 'foreignObject', 'image', 'a', 'animate', 'set'].includes(element.localName)
          )
            problems.push(`<${element.localName}>`)
          for (const attribute of element.attributes) {
            if (attribute.name.toLowerCase().startsWith('on')) problems.push(`${attribute.name} handler`)
            if (/href$/i.test(attribute.name) && !attribute.value.startsWith('#'))
              problems.push(`${attribute.name}="${attribute.value}"`)
          }
        }
      }
      // Every embedded image stayed inside its box: nothing closed the span or the paragraph early.
      if (boxes.some((box) => box.children.length !== 1 || box.firstElementChild?.localName !== 'svg'))
        problems.push('a box that does not hold exactly one svg')
      if (document.getElementById('after')?.parentElement !== document.body)
        problems.push('page structure broken')
      return { problems, shapes: document.querySelectorAll('.inline-svg :is(path, rect, circle)').length }
    })
    observed.problems.push(...dom.problems)
    observed.shapes = dom.shapes
    return observed
  } finally {
    await page.close()
  }
}

test('the harness notices code that runs and requests that leave the page (unsanitized control)', async () => {
  const raw = ['hostile-root-onload.svg', 'hostile-image-external.svg'].map((name) => readCorpus(name) ?? '')
  const observed = await embedInChromium(raw)
  expect(observed.dialogs.length).toBeGreaterThan(0)
  expect(observed.requests.some((url) => url.startsWith('https://evil.example/'))).toBe(true)
})

test('no sanitized corpus image runs code, loads anything or leaves its box in a real browser', async () => {
  const markups = readdirSync(corpusDir)
    .filter((name) => name.endsWith('.svg'))
    .flatMap((name) => {
      const source = readCorpus(name)
      const result = source === null ? null : sanitizeSvg(source)
      return result?.ok === true ? [result.svg] : []
    })
  expect(markups.length).toBeGreaterThanOrEqual(30)
  const observed = await embedInChromium(markups)
  expect(observed.dialogs).toEqual([])
  expect(observed.requests).toEqual([])
  expect(observed.problems).toEqual([])
  expect(observed.shapes).toBeGreaterThan(markups.length)
})
