/**
 * The query parameter of the payment provider's return to the checkout (DESIGN §2 `Payments`; its value is
 * read in schemas/payment-return.ts). A module of its own: the checkout page asks only whether the address
 * has it, and should not load the schema library to know.
 */
export const paymentReturnParameter = 'paymentReturn'
