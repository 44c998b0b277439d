import { expect, type Page } from '@playwright/test'
import { rootIsHydrated } from '../../scripts/bench/hydration-marks.ts'

/**
 * Waits until the page has hydrated (scripts/bench/hydration-marks.ts). Without this a test would also
 * pass when no script ran at all.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(rootIsHydrated)).toBe(true)
}

/** Holds the browser's paint reports until the page gets the event `report-paints`. */
export async function holdPaintReports(page: Page): Promise<void> {
  // Until then, for the page, its content has not been painted yet, however many frames have passed.
  await page.addInitScript(() => {
    const held: (() => void)[] = []
    let reported = false
    window.addEventListener('report-paints', () => {
      reported = true
      for (const report of held.splice(0)) report()
    })
    window.PerformanceObserver = class extends window.PerformanceObserver {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) => {
          if (reported) callback(list, observer)
          else held.push(() => callback(list, observer))
        })
      }
    }
  })
}

/** Opens the page with its paint reports held: it paints, but its scripts wait (ADR 040). */
export async function openWithPaintsHeld(page: Page, path: string): Promise<void> {
  await holdPaintReports(page)
  await page.goto(path)
}

/** Lets the held paint reports through (holdPaintReports), and waits for the page to hydrate. */
export async function reportPaintsAndHydrate(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('report-paints')))
  await expectHydrated(page)
}
