import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
// The same rules as Storybook's accessibility panel: WCAG 2.1 A and AA, serious and critical findings block.
import { blockingImpacts, wcagTags } from '../../stories/axe-rules.ts'

/** Enough selectors to find the element; a rule failing on fifty nodes would drown the message. */
const targetsShown = 3

export interface A11yCheckOptions {
  /** Limit the scan to this part of the page (a CSS selector). */
  include?: string
  /** Leave these parts out, e.g. a third-party embed we do not control. */
  exclude?: string[]
  /** Rule ids to skip; say why next to the call. */
  disableRules?: string[]
}

/**
 * Storybook's accessibility panel runs axe by itself when a story renders; a scan started meanwhile is
 * refused with "Axe is already running". That is no finding: wait for the panel's run and scan again.
 */
async function analyzeWhenAxeIsFree(page: Page, builder: AxeBuilder) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await builder.analyze()
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('Axe is already running')
      if (!busy || attempt === 10) throw error
      await page.waitForTimeout(300)
    }
  }
}

/** Runs axe on the page as it is now and fails with one readable line per serious or critical violation. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yCheckOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([...wcagTags])
  if (options.include !== undefined) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules !== undefined && options.disableRules.length > 0) {
    builder = builder.disableRules(options.disableRules)
  }
  const results = await analyzeWhenAxeIsFree(page, builder)

  const lines = results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, targetsShown).map((node) => JSON.stringify(node.target))
      const more =
        violation.nodes.length > targetsShown ? ` (+${violation.nodes.length - targetsShown} more)` : ''
      return `- ${violation.id} [${violation.impact}]: ${violation.help} → ${targets.join(', ')}${more}\n  ${violation.helpUrl}`
    })

  // A plain error, not expect(lines).toEqual([]): the diff would print every line a second time.
  if (lines.length > 0) {
    throw new Error(
      `axe found ${lines.length} serious or critical violation(s) on ${page.url()}:\n${lines.join('\n')}`,
    )
  }
}
