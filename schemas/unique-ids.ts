import type { z } from 'zod'

/**
 * A refinement for a list whose items carry ids that must be unique within it: they are React keys and
 * element ids (DESIGN §4). A repeat is an issue at that item's `id`, named for editors ("duplicate
 * card id").
 */
export function uniqueIds(itemName: string) {
  return (items: readonly { id: string }[], context: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        context.addIssue({
          code: 'custom',
          message: `duplicate ${itemName} id "${item.id}"`,
          path: [index, 'id'],
        })
      }
      seen.add(item.id)
    })
  }
}
