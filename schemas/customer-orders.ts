import { z } from 'zod/mini'
import { completedOrderSchema } from './order.ts'

/**
 * `GET /proxy/orders` (issue 16): the signed-in customer's paid orders, each as its confirmation showed
 * it (lines and digital goods), the latest first. Parsed in the browser by the account page: zod/mini
 * (ADR 018).
 */
export const customerOrderListSchema = z.object({ orders: z.array(completedOrderSchema) })

export type CustomerOrderList = z.infer<typeof customerOrderListSchema>
