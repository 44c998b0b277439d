/**
 * The axe rules the site is held to: WCAG 2.1 A and AA (the level the site promises; best-practice rules
 * are advice, not a gate). Storybook's accessibility panel runs these (.storybook/preview.tsx); the e2e
 * checks (tests/e2e/axe.ts) run the same tags and fail on serious and critical findings.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

/** Minor and moderate findings are reviewed by people; these two block a merge. */
export const blockingImpacts: ReadonlySet<string> = new Set(['serious', 'critical'])
