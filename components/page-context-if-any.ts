import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'

/**
 * Vike's page context, or undefined where no Vike page is around (unit tests, Storybook): vike-react's
 * hook then returns its context's empty default, whatever its type says.
 */
export function usePageContextIfAny(): PageContext | undefined {
  return usePageContext()
}
