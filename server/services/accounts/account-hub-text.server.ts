import { brand } from '#config/brand.ts'
import type { Locale } from '#schemas/locale.ts'

/**
 * What the embedded account hub's pages say, in the visitor's language. The hub stands in for the
 * company's own account service (spec §2.2's external hubs), another party than the site: its pages
 * have words of their own rather than the site's i18n catalogue, and run without the site's page shell
 * or any script (like the embedded payment provider's, server/services/payments/).
 */
export interface AccountHubText {
  hubName: string
  loginHeading: string
  email: string
  password: string
  logIn: string
  wrongCredentials: string
  fixFields: string
  missingEmail: string
  missingPassword: string
  rateLimitedHeading: string
  rateLimited: (minutes: number) => string
  tryAgain: string
  foreignHeading: string
  foreignText: string
  unreadableHeading: string
  unreadableText: string
  backToSite: string
}

export const accountHubText: Record<Locale, AccountHubText> = {
  'fi-FI': {
    hubName: `${brand.name}-tili`,
    loginHeading: 'Kirjaudu sisään',
    email: 'Sähköpostiosoite',
    password: 'Salasana',
    logIn: 'Kirjaudu',
    wrongCredentials: 'Sähköpostiosoite tai salasana on väärin.',
    fixFields: 'Tarkista kentät',
    missingEmail: 'Anna sähköpostiosoite.',
    missingPassword: 'Anna salasana.',
    rateLimitedHeading: 'Liian monta yritystä',
    rateLimited: (minutes) =>
      minutes === 1
        ? 'Kirjautuminen epäonnistui liian monta kertaa. Yritä uudelleen minuutin kuluttua.'
        : `Kirjautuminen epäonnistui liian monta kertaa. Yritä uudelleen ${minutes} minuutin kuluttua.`,
    tryAgain: 'Takaisin kirjautumiseen',
    foreignHeading: 'Lomaketta ei hyväksytty',
    foreignText: 'Kirjautumislomake hyväksytään vain tältä sivustolta. Kirjaudu tämän sivun kautta.',
    unreadableHeading: 'Lomaketta ei voitu lukea',
    unreadableText: 'Lomakkeen tiedot eivät tulleet perille oikeassa muodossa. Yritä uudelleen.',
    backToSite: 'Takaisin etusivulle',
  },
  'en-EU': {
    hubName: `${brand.name} account`,
    loginHeading: 'Log in',
    email: 'E-mail address',
    password: 'Password',
    logIn: 'Log in',
    wrongCredentials: 'The e-mail address or password is wrong.',
    fixFields: 'Check the fields',
    missingEmail: 'Enter your e-mail address.',
    missingPassword: 'Enter your password.',
    rateLimitedHeading: 'Too many attempts',
    rateLimited: (minutes) =>
      minutes === 1
        ? 'Logging in failed too many times. Try again in a minute.'
        : `Logging in failed too many times. Try again in ${minutes} minutes.`,
    tryAgain: 'Back to the login',
    foreignHeading: 'The form was not accepted',
    foreignText: 'The login form is accepted only from this site. Please log in on this page.',
    unreadableHeading: 'The form could not be read',
    unreadableText: 'The form’s data did not arrive in the expected format. Please try again.',
    backToSite: 'Back to the front page',
  },
  'sv-SE': {
    hubName: `${brand.name}-konto`,
    loginHeading: 'Logga in',
    email: 'E-postadress',
    password: 'Lösenord',
    logIn: 'Logga in',
    wrongCredentials: 'E-postadressen eller lösenordet är fel.',
    fixFields: 'Kontrollera fälten',
    missingEmail: 'Ange din e-postadress.',
    missingPassword: 'Ange ditt lösenord.',
    rateLimitedHeading: 'För många försök',
    rateLimited: (minutes) =>
      minutes === 1
        ? 'Inloggningen misslyckades för många gånger. Försök igen om en minut.'
        : `Inloggningen misslyckades för många gånger. Försök igen om ${minutes} minuter.`,
    tryAgain: 'Tillbaka till inloggningen',
    foreignHeading: 'Formuläret godtogs inte',
    foreignText: 'Inloggningsformuläret godtas bara från den här webbplatsen. Logga in på den här sidan.',
    unreadableHeading: 'Formuläret kunde inte läsas',
    unreadableText: 'Formulärets uppgifter kom inte fram i rätt format. Försök igen.',
    backToSite: 'Tillbaka till startsidan',
  },
  'no-NO': {
    hubName: `${brand.name}-konto`,
    loginHeading: 'Logg inn',
    email: 'E-postadresse',
    password: 'Passord',
    logIn: 'Logg inn',
    wrongCredentials: 'E-postadressen eller passordet er feil.',
    fixFields: 'Kontroller feltene',
    missingEmail: 'Skriv inn e-postadressen din.',
    missingPassword: 'Skriv inn passordet ditt.',
    rateLimitedHeading: 'For mange forsøk',
    rateLimited: (minutes) =>
      minutes === 1
        ? 'Innloggingen mislyktes for mange ganger. Prøv igjen om ett minutt.'
        : `Innloggingen mislyktes for mange ganger. Prøv igjen om ${minutes} minutter.`,
    tryAgain: 'Tilbake til innloggingen',
    foreignHeading: 'Skjemaet ble ikke godtatt',
    foreignText: 'Innloggingsskjemaet godtas bare fra dette nettstedet. Logg inn på denne siden.',
    unreadableHeading: 'Skjemaet kunne ikke leses',
    unreadableText: 'Skjemaets opplysninger kom ikke fram i riktig format. Prøv igjen.',
    backToSite: 'Tilbake til forsiden',
  },
}
