import type { AccountData } from './account-view.tsx'

/**
 * The first demo customer's account as the page shows it (the README's demo customers), with one paid
 * order of a wash and a gift card: for the account page's stories and tests.
 */
export const ainoAccount: AccountData = {
  customer: {
    firstName: 'Aino',
    lastName: 'Virtanen',
    emailToken: 'aino.virtanen@example.com',
    phoneNumber: '+358401234567',
  },
  cards: [
    {
      id: '864a2e34-c46f-4680-a48f-93e59951f461',
      brand: 'visa',
      maskedNumber: '**** **** **** 4242',
      holderName: 'Aino Virtanen',
      expiryMonth: 9,
      expiryYear: 2029,
    },
    {
      id: '6f14e970-5e06-43bb-bb09-84c2095d4c4c',
      brand: 'fuel-card',
      maskedNumber: '**** **** **** 0187',
      holderName: 'Aino Virtanen',
      expiryMonth: 3,
      expiryYear: 2030,
    },
  ],
  orders: [
    {
      orderId: 'AUR-7K2M9Q',
      status: 'paid',
      email: 'aino.virtanen@example.com',
      currency: 'EUR',
      totals: { discount: 0, taxAmount: 1151, totalWithTax: 5990, totalWithoutTax: 4839 },
      lines: [
        { productCode: 'WASH-PREMIUM', name: 'Premium wash', quantity: 1, total: 1990 },
        { productCode: 'GIFT-40', name: 'Gift card 40 €', quantity: 1, total: 4000 },
      ],
      vouchers: [
        { productCode: 'WASH-PREMIUM', name: 'Premium wash', kind: 'wash', code: 'W7Q2-K9MX' },
        { productCode: 'GIFT-40', name: 'Gift card 40 €', kind: 'giftCard', code: 'G4TR-82NP', value: 4000 },
      ],
      paidAt: '2026-11-20T10:15:00.000Z',
    },
  ],
}

/** A customer who saved no card and has not bought anything yet. */
export const newCustomerAccount: AccountData = {
  customer: {
    firstName: 'Erik',
    lastName: 'Lindqvist',
    emailToken: 'erik.lindqvist@example.com',
    phoneNumber: null,
  },
  cards: [],
  orders: [],
}
