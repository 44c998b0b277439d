import type { Locale } from '#schemas/locale.ts'
import type { PaymentResult } from '#schemas/payment-return.ts'
import type { CardField, CardFieldProblem } from './embedded-payments.server.ts'

/**
 * What the embedded payment provider's pages say, in the payment's language. The provider is another
 * party than the shop, so its pages have words of their own rather than the site's i18n catalogue
 * (they also run without the site's page shell or any script).
 */
export interface ProviderText {
  providerName: string
  testNotice: string
  amount: string
  order: string
  bankHeading: (bank: string) => string
  bank: string
  changeBank: string
  approve: string
  decline: string
  cancel: string
  cardHeading: string
  cardNumber: string
  expiry: string
  expiryHint: string
  cvc: string
  cvcHint: string
  holder: string
  pay: (amount: string) => string
  errorSummary: string
  problems: Record<CardField, Partial<Record<CardFieldProblem, string>>>
  testCards: string
  testCardApproves: string
  testCardDeclines: string
  testCardAsksConfirmation: string
  confirmHeading: string
  confirmText: (last4: string) => string
  confirm: string
  reject: string
  endedHeading: string
  ended: Record<PaymentResult, string>
  backToShop: string
  notFoundHeading: string
  notFoundText: string
  badFormHeading: string
  badFormText: string
  tryAgain: string
}

export const providerText: Record<Locale, ProviderText> = {
  'fi-FI': {
    providerName: 'Testimaksupalvelu',
    testNotice: 'Tämä on testimaksupalvelu: rahaa ei siirry eikä korttia veloiteta.',
    amount: 'Summa',
    order: 'Tilaus',
    bankHeading: (bank) => `Maksa pankissa ${bank}`,
    bank: 'Pankki',
    changeBank: 'Vaihda pankkia',
    approve: 'Hyväksy maksu',
    decline: 'Hylkää maksu',
    cancel: 'Peruuta',
    cardHeading: 'Maksa kortilla',
    cardNumber: 'Kortin numero',
    expiry: 'Voimassaolo',
    expiryHint: 'Muodossa KK/VV, esimerkiksi 08/29.',
    cvc: 'Turvakoodi (CVC)',
    cvcHint: '3 tai 4 numeroa kortin takana.',
    holder: 'Kortinhaltijan nimi',
    pay: (amount) => `Maksa ${amount}`,
    errorSummary: 'Tarkista kortin tiedot',
    problems: {
      cardNumber: { required: 'Anna kortin numero.', invalid: 'Kortin numero ei ole kelvollinen.' },
      expiry: {
        required: 'Anna kortin voimassaolo.',
        invalid: 'Anna voimassaolo muodossa KK/VV.',
        expired: 'Kortti on vanhentunut.',
      },
      cvc: { required: 'Anna turvakoodi.', invalid: 'Turvakoodissa on 3 tai 4 numeroa.' },
      holder: { required: 'Anna kortinhaltijan nimi.', 'too-long': 'Nimi on liian pitkä.' },
    },
    testCards: 'Testikortit',
    testCardApproves: 'hyväksytään',
    testCardDeclines: 'hylätään',
    testCardAsksConfirmation: 'pyytää vahvistuksen (3-D Secure)',
    confirmHeading: 'Vahvista maksu',
    confirmText: (last4) =>
      `Korttisi pankki pyytää vahvistamaan maksun kortilla, jonka numero päättyy ${last4}.`,
    confirm: 'Vahvista',
    reject: 'Hylkää',
    endedHeading: 'Maksu on jo päättynyt',
    ended: {
      approved: 'Maksu hyväksyttiin.',
      declined: 'Maksu hylättiin.',
      cancelled: 'Maksu peruutettiin.',
    },
    backToShop: 'Palaa kauppaan',
    notFoundHeading: 'Maksua ei löydy',
    notFoundText: 'Tällaista maksua ei ole. Palaa kauppaan ja yritä uudelleen.',
    badFormHeading: 'Lomaketta ei voitu lukea',
    badFormText: 'Lähetetyt tiedot eivät olleet odotetussa muodossa.',
    tryAgain: 'Yritä uudelleen',
  },
  'en-EU': {
    providerName: 'Test payment provider',
    testNotice: 'This is a test payment provider: no money is moved and no card is charged.',
    amount: 'Amount',
    order: 'Order',
    bankHeading: (bank) => `Pay with ${bank}`,
    bank: 'Bank',
    changeBank: 'Change bank',
    approve: 'Approve payment',
    decline: 'Decline payment',
    cancel: 'Cancel',
    cardHeading: 'Pay by card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'As MM/YY, for example 08/29.',
    cvc: 'Security code (CVC)',
    cvcHint: '3 or 4 digits on the back of the card.',
    holder: 'Name on the card',
    pay: (amount) => `Pay ${amount}`,
    errorSummary: 'Check the card details',
    problems: {
      cardNumber: { required: 'Enter the card number.', invalid: 'This card number is not valid.' },
      expiry: {
        required: 'Enter the expiry date.',
        invalid: 'Enter the expiry date as MM/YY.',
        expired: 'This card has expired.',
      },
      cvc: { required: 'Enter the security code.', invalid: 'The security code has 3 or 4 digits.' },
      holder: { required: 'Enter the name on the card.', 'too-long': 'The name is too long.' },
    },
    testCards: 'Test cards',
    testCardApproves: 'approves',
    testCardDeclines: 'declines',
    testCardAsksConfirmation: 'asks for confirmation (3-D Secure)',
    confirmHeading: 'Confirm the payment',
    confirmText: (last4) =>
      `Your card’s bank asks you to confirm this payment with the card ending in ${last4}.`,
    confirm: 'Confirm',
    reject: 'Reject',
    endedHeading: 'This payment has already ended',
    ended: {
      approved: 'The payment was approved.',
      declined: 'The payment was declined.',
      cancelled: 'The payment was cancelled.',
    },
    backToShop: 'Back to the shop',
    notFoundHeading: 'Payment not found',
    notFoundText: 'There is no such payment. Go back to the shop and try again.',
    badFormHeading: 'The form could not be read',
    badFormText: 'What was sent was not in the expected form.',
    tryAgain: 'Try again',
  },
  'sv-SE': {
    providerName: 'Testbetaltjänst',
    testNotice: 'Det här är en testbetaltjänst: inga pengar flyttas och inget kort debiteras.',
    amount: 'Belopp',
    order: 'Order',
    bankHeading: (bank) => `Betala med ${bank}`,
    bank: 'Bank',
    changeBank: 'Byt bank',
    approve: 'Godkänn betalningen',
    decline: 'Avvisa betalningen',
    cancel: 'Avbryt',
    cardHeading: 'Betala med kort',
    cardNumber: 'Kortnummer',
    expiry: 'Giltig till',
    expiryHint: 'Som MM/ÅÅ, till exempel 08/29.',
    cvc: 'Säkerhetskod (CVC)',
    cvcHint: '3 eller 4 siffror på kortets baksida.',
    holder: 'Namn på kortet',
    pay: (amount) => `Betala ${amount}`,
    errorSummary: 'Kontrollera kortuppgifterna',
    problems: {
      cardNumber: { required: 'Ange kortnumret.', invalid: 'Kortnumret är inte giltigt.' },
      expiry: {
        required: 'Ange giltighetstiden.',
        invalid: 'Ange giltighetstiden som MM/ÅÅ.',
        expired: 'Kortet har gått ut.',
      },
      cvc: { required: 'Ange säkerhetskoden.', invalid: 'Säkerhetskoden har 3 eller 4 siffror.' },
      holder: { required: 'Ange namnet på kortet.', 'too-long': 'Namnet är för långt.' },
    },
    testCards: 'Testkort',
    testCardApproves: 'godkänns',
    testCardDeclines: 'avvisas',
    testCardAsksConfirmation: 'ber om bekräftelse (3-D Secure)',
    confirmHeading: 'Bekräfta betalningen',
    confirmText: (last4) => `Kortets bank ber dig bekräfta betalningen med kortet som slutar på ${last4}.`,
    confirm: 'Bekräfta',
    reject: 'Avvisa',
    endedHeading: 'Betalningen är redan avslutad',
    ended: {
      approved: 'Betalningen godkändes.',
      declined: 'Betalningen avvisades.',
      cancelled: 'Betalningen avbröts.',
    },
    backToShop: 'Tillbaka till butiken',
    notFoundHeading: 'Betalningen hittades inte',
    notFoundText: 'Det finns ingen sådan betalning. Gå tillbaka till butiken och försök igen.',
    badFormHeading: 'Formuläret kunde inte läsas',
    badFormText: 'Det som skickades hade inte den väntade formen.',
    tryAgain: 'Försök igen',
  },
  'no-NO': {
    providerName: 'Testbetalingstjeneste',
    testNotice: 'Dette er en testbetalingstjeneste: ingen penger flyttes og ingen kort belastes.',
    amount: 'Beløp',
    order: 'Ordre',
    bankHeading: (bank) => `Betal med ${bank}`,
    bank: 'Bank',
    changeBank: 'Bytt bank',
    approve: 'Godkjenn betalingen',
    decline: 'Avvis betalingen',
    cancel: 'Avbryt',
    cardHeading: 'Betal med kort',
    cardNumber: 'Kortnummer',
    expiry: 'Gyldig til',
    expiryHint: 'Som MM/ÅÅ, for eksempel 08/29.',
    cvc: 'Sikkerhetskode (CVC)',
    cvcHint: '3 eller 4 sifre på baksiden av kortet.',
    holder: 'Navn på kortet',
    pay: (amount) => `Betal ${amount}`,
    errorSummary: 'Kontroller kortopplysningene',
    problems: {
      cardNumber: { required: 'Skriv inn kortnummeret.', invalid: 'Kortnummeret er ikke gyldig.' },
      expiry: {
        required: 'Skriv inn utløpsdatoen.',
        invalid: 'Skriv utløpsdatoen som MM/ÅÅ.',
        expired: 'Kortet er utløpt.',
      },
      cvc: { required: 'Skriv inn sikkerhetskoden.', invalid: 'Sikkerhetskoden har 3 eller 4 sifre.' },
      holder: { required: 'Skriv inn navnet på kortet.', 'too-long': 'Navnet er for langt.' },
    },
    testCards: 'Testkort',
    testCardApproves: 'godkjennes',
    testCardDeclines: 'avvises',
    testCardAsksConfirmation: 'ber om bekreftelse (3-D Secure)',
    confirmHeading: 'Bekreft betalingen',
    confirmText: (last4) => `Banken din ber deg bekrefte betalingen med kortet som slutter på ${last4}.`,
    confirm: 'Bekreft',
    reject: 'Avvis',
    endedHeading: 'Betalingen er allerede avsluttet',
    ended: {
      approved: 'Betalingen ble godkjent.',
      declined: 'Betalingen ble avvist.',
      cancelled: 'Betalingen ble avbrutt.',
    },
    backToShop: 'Tilbake til butikken',
    notFoundHeading: 'Fant ikke betalingen',
    notFoundText: 'Det finnes ingen slik betaling. Gå tilbake til butikken og prøv igjen.',
    badFormHeading: 'Skjemaet kunne ikke leses',
    badFormText: 'Det som ble sendt, hadde ikke forventet form.',
    tryAgain: 'Prøv igjen',
  },
}

/**
 * The language of a page that belongs to no payment (an unknown id): the visitor's first language the
 * provider speaks (`Accept-Language`, in the order sent, weights aside), English otherwise.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const languages: Record<string, Locale> = {
    fi: 'fi-FI',
    sv: 'sv-SE',
    nb: 'no-NO',
    nn: 'no-NO',
    no: 'no-NO',
    en: 'en-EU',
  }
  for (const part of (header ?? '').split(',')) {
    const language = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? ''
    const locale = languages[language]
    if (locale !== undefined) return locale
  }
  return 'en-EU'
}
