import { expect, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page: it marks the container it hydrated. Without this a test
 * would also pass when no script ran at all.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root')
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
      }),
    )
    .toBe(true)
}
