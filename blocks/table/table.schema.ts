import { z } from 'zod'

/**
 * A data table: header labels, rows of text cells and a caption that names it. With `initialRows`, a
 * long table opens showing only its first rows (spec §9: "Showing {amount} out of {total} items").
 */
export const tableSchema = z
  .object({
    id: z.string().min(1),
    contentType: z.literal('table'),
    heading: z.string().min(1).optional(),
    caption: z.string().min(1),
    columns: z.array(z.string().min(1)).min(1),
    rows: z.array(z.array(z.string())),
    /** Each row's first cell names the row (e.g. a product), read out with every other cell in it. */
    rowHeaders: z.boolean().default(true),
    initialRows: z.number().int().positive().optional(),
  })
  .superRefine((table, context) => {
    // A short or long row would shift every later cell under the wrong column header.
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `Row ${index + 1} has ${row.length} cells; the table has ${table.columns.length} columns`,
        })
      }
    })
  })

export type TableBlock = z.infer<typeof tableSchema>
