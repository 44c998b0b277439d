import type { Locale } from '#schemas/locale.ts'

/**
 * The few texts the page frame and the error page need before the full message catalogue exists;
 * spec §8 wording ('Page not found', 'Internal server error').
 */
export interface ChromeMessages {
  skipToContent: string
  home: string
  notFoundTitle: string
  notFoundMessage: string
  serverErrorTitle: string
  serverErrorMessage: string
  backToFrontPage: string
  copyright: string
}

export const chromeMessages: Record<Locale, ChromeMessages> = {
  'fi-FI': {
    skipToContent: 'Siirry sisältöön',
    home: 'Aurora etusivu',
    notFoundTitle: 'Sivua ei löytynyt',
    notFoundMessage: 'Etsimääsi sivua ei ole tai se on siirretty.',
    serverErrorTitle: 'Palvelinvirhe',
    serverErrorMessage: 'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
    backToFrontPage: 'Etusivulle',
    copyright: 'Aurora Oy',
  },
  'en-EU': {
    skipToContent: 'Skip to content',
    home: 'Aurora home',
    notFoundTitle: 'Page not found',
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    serverErrorTitle: 'Internal server error',
    serverErrorMessage: 'Something went wrong. Please try again in a moment.',
    backToFrontPage: 'Go to the front page',
    copyright: 'Aurora Ltd',
  },
  'sv-SE': {
    skipToContent: 'Hoppa till innehållet',
    home: 'Aurora startsida',
    notFoundTitle: 'Sidan hittades inte',
    notFoundMessage: 'Sidan du letar efter finns inte eller har flyttats.',
    serverErrorTitle: 'Serverfel',
    serverErrorMessage: 'Något gick fel. Försök igen om en stund.',
    backToFrontPage: 'Till startsidan',
    copyright: 'Aurora AB',
  },
  'no-NO': {
    skipToContent: 'Hopp til innholdet',
    home: 'Aurora forside',
    notFoundTitle: 'Siden finnes ikke',
    notFoundMessage: 'Siden du leter etter finnes ikke eller er flyttet.',
    serverErrorTitle: 'Serverfeil',
    serverErrorMessage: 'Noe gikk galt. Prøv igjen om litt.',
    backToFrontPage: 'Til forsiden',
    copyright: 'Aurora AS',
  },
}
