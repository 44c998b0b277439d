// https://vike.dev/lang
import type { PageContext } from 'vike/types'

export function lang(pageContext: PageContext): string {
  return pageContext.locale
}
