import type { Locale } from '#schemas/locale.ts'

/**
 * spec §1: the payment method types are bank and card. The banks a market's checkout offers for a bank
 * payment (online bank transfer), in the order most customers of that market bank with; the same ids
 * name them on the payment provider's pages.
 */
export interface Bank {
  id: string
  name: string
}

const banksByMarket = {
  'fi-FI': [
    { id: 'op', name: 'OP' },
    { id: 'nordea-fi', name: 'Nordea' },
    { id: 'danske-fi', name: 'Danske Bank' },
    { id: 's-pankki', name: 'S-Pankki' },
    { id: 'aktia', name: 'Aktia' },
    { id: 'saastopankki', name: 'Säästöpankki' },
    { id: 'pop-pankki', name: 'POP Pankki' },
    { id: 'oma-saastopankki', name: 'Oma Säästöpankki' },
    { id: 'handelsbanken-fi', name: 'Handelsbanken' },
    { id: 'alandsbanken', name: 'Ålandsbanken' },
  ],
  'sv-SE': [
    { id: 'swedbank', name: 'Swedbank' },
    { id: 'handelsbanken-se', name: 'Handelsbanken' },
    { id: 'seb', name: 'SEB' },
    { id: 'nordea-se', name: 'Nordea' },
    { id: 'lansforsakringar', name: 'Länsförsäkringar' },
    { id: 'danske-se', name: 'Danske Bank' },
  ],
  'no-NO': [
    { id: 'dnb', name: 'DNB' },
    { id: 'sparebank1', name: 'SpareBank 1' },
    { id: 'nordea-no', name: 'Nordea' },
    { id: 'handelsbanken-no', name: 'Handelsbanken' },
    { id: 'danske-no', name: 'Danske Bank' },
  ],
  // The English (EU) site sells in euros from Finland: the Finnish banks.
  'en-EU': [
    { id: 'op', name: 'OP' },
    { id: 'nordea-fi', name: 'Nordea' },
    { id: 'danske-fi', name: 'Danske Bank' },
    { id: 's-pankki', name: 'S-Pankki' },
    { id: 'aktia', name: 'Aktia' },
    { id: 'handelsbanken-fi', name: 'Handelsbanken' },
  ],
} as const satisfies Record<Locale, readonly Bank[]>

export function banksFor(locale: Locale): readonly Bank[] {
  return banksByMarket[locale]
}

export function findBank(locale: Locale, id: string): Bank | undefined {
  return banksFor(locale).find((bank) => bank.id === id)
}
