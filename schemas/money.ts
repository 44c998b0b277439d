import { z } from 'zod/mini'
import { maxMinorAmount } from './money-limits.ts'

/** An amount in minor units (cents, öre, øre): a whole number, never negative (ADR 027). */
export const minorAmountSchema = z.int().check(z.minimum(0), z.maximum(maxMinorAmount))

/** The shop's currencies: EUR in fi-FI and en-EU, SEK in sv-SE, NOK in no-NO (ADR 027). */
export const currencies = ['EUR', 'SEK', 'NOK'] as const
export const currencySchema = z.enum(currencies)
export type Currency = z.infer<typeof currencySchema>

/** spec §3 tax_class: a percentage with at most two decimals (25.5, 25, 0). */
export const taxClassSchema = z.number().check(
  z.minimum(0),
  z.maximum(100),
  z.refine((percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, 'at most two decimals'),
)
