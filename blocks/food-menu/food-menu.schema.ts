import { z } from 'zod'
import { foodMenuSchema as menuSchema } from '#schemas/station.ts'

/**
 * spec §2.6 food menu: a station restaurant's à la carte menu, built by the station page recipe from the
 * page's `foodMenu` (renderer/page-recipes.ts), shown only where the menu flag allows it.
 */
export const foodMenuSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('foodMenu'),
  menu: menuSchema,
})

export type FoodMenuBlock = z.infer<typeof foodMenuSchema>
