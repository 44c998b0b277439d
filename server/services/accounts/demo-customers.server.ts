import type { CustomerDetails, PaymentCard } from '#schemas/customer.ts'

export interface DemoCustomer {
  id: string
  details: CustomerDetails
  /** What the demo customer logs in with on the account hub's login page (README "Demo customers"). */
  password: string
  cards: PaymentCard[]
}

/**
 * The embedded account hub's demo customers (DESIGN §2: seeded at start and listed in the README). Fixed
 * ids make the seed idempotent: a second start, or a second node, adds nothing. The addresses are on the
 * reserved `example.com` domain, so no mail can ever reach a real person. Their passwords are public (the
 * README lists them): these are demo accounts on every install, with nothing in them worth taking.
 */
export const demoCustomers: readonly DemoCustomer[] = [
  {
    id: 'a9c2eb63-68fb-4419-af21-7aa3a263f5d1',
    details: {
      firstName: 'Aino',
      lastName: 'Virtanen',
      emailToken: 'aino.virtanen@example.com',
      phoneNumber: '+358401234567',
    },
    password: 'aurora-demo-aino',
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
  },
  {
    id: '76cc0158-b2d8-486b-97e2-e3d7a4d2cf38',
    details: {
      firstName: 'Erik',
      lastName: 'Lindqvist',
      emailToken: 'erik.lindqvist@example.com',
      phoneNumber: '+46701234567',
    },
    password: 'aurora-demo-erik',
    cards: [
      {
        id: '02be4f77-2357-4716-8199-979a5d4bf915',
        brand: 'mastercard',
        maskedNumber: '**** **** **** 5100',
        holderName: 'Erik Lindqvist',
        expiryMonth: 12,
        expiryYear: 2028,
      },
    ],
  },
]
