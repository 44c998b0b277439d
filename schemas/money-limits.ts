/** The largest amount in minor units the shop accepts: far above any cart, small enough for exact integer sums. */
export const maxMinorAmount = 1_000_000_000
