import { layoutResponseSchema, type LayoutResponse } from '#schemas/layout.ts'
import type { Locale } from '#schemas/locale.ts'
import type { PageResponse } from '#schemas/page.ts'
import { withTexts, type TextPatch } from '#stories/toolbar-locale.tsx'

/**
 * An en-EU layout as the content system sends it (spec §2.5, §3), for the chrome's tests and stories:
 * a navigation tree with one hidden node, a grandchild and an external link, and a footer with every
 * part of spec §2.5, including two download groups and the cookie-settings entry.
 */
export const layoutInput = {
  navigation: {
    logo: { url: '/images/aurora-logo.svg', width: 160, height: 40 },
    tree: [
      {
        id: 'nav-private',
        url: '/private',
        text: 'Private',
        children: [
          { id: 'nav-private-products', url: '/private/products', text: 'Products' },
          {
            id: 'nav-private-car-wash',
            url: '/private/products/car-wash',
            text: 'Car wash',
            children: [
              {
                id: 'nav-private-car-wash-programmes',
                url: '/private/products/car-wash/programmes',
                text: 'Wash programmes',
              },
            ],
          },
          { id: 'nav-private-ev-charging', url: '/private/products/ev-charging', text: 'EV charging' },
          { id: 'nav-private-loyalty', url: '/private/loyalty', text: 'Aurora Plus' },
        ],
      },
      {
        id: 'nav-business',
        url: '/company',
        text: 'Business',
        children: [
          { id: 'nav-business-customer', url: '/company/b2b', text: 'Business customers' },
          { id: 'nav-business-card', url: '/company/aurora-business-card', text: 'Aurora Business card' },
          { id: 'nav-business-contact', url: '/company/b2b-contact', text: 'Business contact' },
        ],
      },
      { id: 'nav-stations', url: '/stationsearch', text: 'Stations' },
      {
        id: 'nav-about',
        url: '/about-us',
        text: 'About us',
        children: [
          { id: 'nav-about-news', url: '/about-us/news', text: 'News' },
          { id: 'nav-about-careers', url: 'https://careers.aurora.eu/', text: 'Careers' },
          {
            id: 'nav-about-fault-notices',
            url: '/fault-and-disruption-notices',
            text: 'Fault and disruption notices',
            visibleInNavigation: false,
          },
        ],
      },
      // Hidden at the top level: neither it nor its child is ever shown.
      {
        id: 'nav-campaign',
        url: '/spring-campaign',
        text: 'Spring campaign',
        visibleInNavigation: false,
        children: [{ id: 'nav-campaign-terms', url: '/spring-campaign/terms', text: 'Campaign terms' }],
      },
    ],
  },
  footer: {
    icons: [
      {
        contentType: 'icon',
        title: 'Find a station',
        url: '/stationsearch',
        internal: true,
        image: { url: '/images/icons/station.svg', alt: '', width: 32, height: 32 },
      },
      {
        contentType: 'icon',
        title: 'EV charging',
        url: '/private/products/ev-charging',
        internal: true,
        image: { url: '/images/icons/charging.svg', alt: '', width: 32, height: 32 },
      },
      {
        contentType: 'icon',
        title: 'Customer service',
        url: '/about-us/company-info/contact-us',
        internal: true,
        image: { url: '/images/icons/customer-service.svg', alt: '', width: 32, height: 32 },
      },
    ],
    footerLinks: [
      { contentType: 'string', title: 'For private customers' },
      { contentType: 'link', title: 'Car wash', url: '/private/products/car-wash', internal: true },
      { contentType: 'link', title: 'EV charging', url: '/private/products/ev-charging', internal: true },
      { contentType: 'link', title: 'Aurora Plus', url: '/private/loyalty', internal: true },
      { contentType: 'string', title: 'For businesses' },
      { contentType: 'link', title: 'Business customers', url: '/company/b2b', internal: true },
      {
        contentType: 'link',
        title: 'Aurora Business card',
        url: '/company/aurora-business-card',
        internal: true,
      },
      { contentType: 'string', title: 'Aurora' },
      { contentType: 'link', title: 'About us', url: '/about-us', internal: true },
      { contentType: 'link', title: 'Investors', url: 'https://investors.aurora.eu/' },
    ],
    downloadLinks: [
      { contentType: 'string', title: 'Aurora' },
      { contentType: 'appStore', title: 'App Store', url: 'https://apps.apple.com/app/aurora/id1234567890' },
      {
        contentType: 'googlePlay',
        title: 'Google Play',
        url: 'https://play.google.com/store/apps/details?id=com.aurora.app',
      },
      { contentType: 'string', title: 'Aurora Business' },
      {
        contentType: 'appStore',
        title: 'App Store',
        url: 'https://apps.apple.com/app/aurora-business/id1234567891',
      },
      {
        contentType: 'googlePlay',
        title: 'Google Play',
        url: 'https://play.google.com/store/apps/details?id=com.aurora.business',
      },
    ],
    someLinks: [
      { contentType: 'facebook', title: 'Facebook', url: 'https://www.facebook.com/aurora.energy' },
      { contentType: 'instagram', title: 'Instagram', url: 'https://www.instagram.com/aurora.energy' },
      { contentType: 'linkedin', title: 'LinkedIn', url: 'https://www.linkedin.com/company/aurora-energy' },
    ],
    extraLinks: [
      { contentType: 'link', title: 'Terms of use', url: '/terms', internal: true },
      { contentType: 'link', title: 'Privacy policy', url: '/private/privacy-policy', internal: true },
      { contentType: 'cookieSettings', title: 'Cookie settings' },
    ],
  },
}

export const layoutFixture: LayoutResponse = layoutResponseSchema.parse(layoutInput)

const layoutWithoutLogoInput = { ...layoutInput, navigation: { tree: layoutInput.navigation.tree } }

/** A layout without a logo image: the header falls back to the wordmark. */
export const layoutWithoutLogoFixture: LayoutResponse = layoutResponseSchema.parse(layoutWithoutLogoInput)

/**
 * The layout's texts as each market's content system sends them, item by item in the order above, for
 * the chrome's stories under Storybook's locale toolbar; `{}` keeps an item (a brand name) as it is.
 */
const layoutStoryTexts = {
  'fi-FI': {
    navigation: {
      tree: [
        {
          text: 'Yksityisille',
          children: [
            { text: 'Tuotteet' },
            { text: 'Autopesu', children: [{ text: 'Pesuohjelmat' }] },
            { text: 'Sähköauton lataus' },
            {},
          ],
        },
        {
          text: 'Yrityksille',
          children: [
            { text: 'Yritysasiakkaat' },
            { text: 'Aurora Business -kortti' },
            { text: 'Yritysmyynti' },
          ],
        },
        { text: 'Asemat' },
        {
          text: 'Meistä',
          children: [{ text: 'Uutiset' }, { text: 'Työpaikat' }, { text: 'Vika- ja häiriötiedotteet' }],
        },
        { text: 'Kevätkampanja', children: [{ text: 'Kampanjan ehdot' }] },
      ],
    },
    footer: {
      icons: [{ title: 'Löydä asema' }, { title: 'Sähköauton lataus' }, { title: 'Asiakaspalvelu' }],
      footerLinks: [
        { title: 'Yksityisasiakkaille' },
        { title: 'Autopesu' },
        { title: 'Sähköauton lataus' },
        {},
        { title: 'Yrityksille' },
        { title: 'Yritysasiakkaat' },
        { title: 'Aurora Business -kortti' },
        {},
        { title: 'Meistä' },
        { title: 'Sijoittajat' },
      ],
      extraLinks: [{ title: 'Käyttöehdot' }, { title: 'Tietosuojaseloste' }, { title: 'Evästeasetukset' }],
    },
  },
  'en-EU': {},
  'sv-SE': {
    navigation: {
      tree: [
        {
          text: 'Privat',
          children: [
            { text: 'Produkter' },
            { text: 'Biltvätt', children: [{ text: 'Tvättprogram' }] },
            { text: 'Elbilsladdning' },
            {},
          ],
        },
        {
          text: 'Företag',
          children: [
            { text: 'Företagskunder' },
            { text: 'Aurora Business-kort' },
            { text: 'Företagskontakt' },
          ],
        },
        { text: 'Stationer' },
        {
          text: 'Om oss',
          children: [{ text: 'Nyheter' }, { text: 'Karriär' }, { text: 'Fel- och störningsmeddelanden' }],
        },
        { text: 'Vårkampanj', children: [{ text: 'Kampanjvillkor' }] },
      ],
    },
    footer: {
      icons: [{ title: 'Hitta en station' }, { title: 'Elbilsladdning' }, { title: 'Kundservice' }],
      footerLinks: [
        { title: 'För privatkunder' },
        { title: 'Biltvätt' },
        { title: 'Elbilsladdning' },
        {},
        { title: 'För företag' },
        { title: 'Företagskunder' },
        { title: 'Aurora Business-kort' },
        {},
        { title: 'Om oss' },
        { title: 'Investerare' },
      ],
      extraLinks: [
        { title: 'Användarvillkor' },
        { title: 'Integritetspolicy' },
        { title: 'Cookieinställningar' },
      ],
    },
  },
  'no-NO': {
    navigation: {
      tree: [
        {
          text: 'Privat',
          children: [
            { text: 'Produkter' },
            { text: 'Bilvask', children: [{ text: 'Vaskeprogrammer' }] },
            { text: 'Elbillading' },
            {},
          ],
        },
        {
          text: 'Bedrift',
          children: [
            { text: 'Bedriftskunder' },
            { text: 'Aurora Business-kort' },
            { text: 'Bedriftskontakt' },
          ],
        },
        { text: 'Stasjoner' },
        {
          text: 'Om oss',
          children: [{ text: 'Nyheter' }, { text: 'Karriere' }, { text: 'Feil- og driftsmeldinger' }],
        },
        { text: 'Vårkampanje', children: [{ text: 'Kampanjevilkår' }] },
      ],
    },
    footer: {
      icons: [{ title: 'Finn en stasjon' }, { title: 'Elbillading' }, { title: 'Kundeservice' }],
      footerLinks: [
        { title: 'For privatkunder' },
        { title: 'Bilvask' },
        { title: 'Elbillading' },
        {},
        { title: 'For bedrifter' },
        { title: 'Bedriftskunder' },
        { title: 'Aurora Business-kort' },
        {},
        { title: 'Om oss' },
        { title: 'Investorer' },
      ],
      extraLinks: [
        { title: 'Brukervilkår' },
        { title: 'Personvernerklæring' },
        { title: 'Innstillinger for informasjonskapsler' },
      ],
    },
  },
} satisfies Record<Locale, TextPatch<typeof layoutInput>>

/** The layout a market's pages get, in that market's language, with or without the logo image. */
export function storyLayout(locale: Locale, logo: 'logo' | 'wordmark' = 'logo'): LayoutResponse {
  const input = logo === 'logo' ? layoutInput : layoutWithoutLogoInput
  return layoutResponseSchema.parse(withTexts(input, layoutStoryTexts[locale]))
}

/** Where the car-wash page lives in each market (spec §3 localizedPagePaths), for the language switcher. */
export const carWashPagePaths: PageResponse['localizedPagePaths'] = {
  'fi-FI': '/yksityisille/tuotteet/autopesu',
  'en-EU': '/private/products/car-wash',
  'sv-SE': '/privat/produkter/biltvatt',
}
