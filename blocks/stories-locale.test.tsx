// @vitest-environment happy-dom
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite'
import { cleanup, render, screen } from '@testing-library/react'
import type { Store_CSFExports } from 'storybook/internal/types'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import preview from '../.storybook/preview.tsx'
import * as accordionStories from './accordion/accordion.stories.tsx'
import * as articleListStories from './article-list/article-list.stories.tsx'
import * as articleStories from './article/article.stories.tsx'
import * as bannerStories from './banner/banner.stories.tsx'
import * as contactBlocksStories from './contact-blocks/contact-blocks.stories.tsx'
import * as downloadLinksStories from './download-links/download-links.stories.tsx'
import * as foodMenuStories from './food-menu/food-menu.stories.tsx'
import * as heroStories from './hero/hero.stories.tsx'
import * as imageTextStories from './image-text/image-text.stories.tsx'
import * as linkCardsStories from './link-cards/link-cards.stories.tsx'
import * as productListStories from './product-list/product-list.stories.tsx'
import * as richTextStories from './rich-text/rich-text.stories.tsx'
import * as stationLocatorStories from './station-locator/station-locator.stories.tsx'
import * as stationLunchStories from './station-lunch/station-lunch.stories.tsx'
import * as tableStories from './table/table.stories.tsx'
import * as videoStories from './video/video.stories.tsx'

// The block stories follow Storybook's locale toolbar: under each market the content texts a story shows
// are in the language of the labels the block translates itself, never an English heading over Finnish
// labels. Each story renders under every market as the toolbar sets it (the `locale` global), with the
// same decorators Storybook uses, and a render that logs an error or warning fails.
setProjectAnnotations(preview)

let consoleError: MockInstance<typeof console.error>
let consoleWarn: MockInstance<typeof console.warn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

type ComposedStory = ReturnType<typeof composeStory>

/** composeStories types a module it cannot see into as unknown stories; this tells them apart again. */
function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'run' in value && 'load' in value
}

/** The module's stories as the toolbar shows them under `locale`. */
function storiesIn(module: Store_CSFExports, locale: Locale): Map<string, ComposedStory> {
  const composed = Object.entries(composeStories(module, { initialGlobals: { locale } }))
  return new Map(composed.filter((entry): entry is [string, ComposedStory] => isComposedStory(entry[1])))
}

/** One story per block and what it shows in each market's language: a heading, or a text where none. */
const expectations: {
  title: string
  module: Store_CSFExports
  story: string
  heading?: Record<Locale, string>
  text?: Record<Locale, string>
}[] = [
  {
    title: 'accordion',
    module: accordionStories,
    story: 'CarWashFaq',
    heading: {
      'fi-FI': 'Autopesun kysymykset',
      'en-EU': 'Car wash questions',
      'sv-SE': 'Frågor om biltvätt',
      'no-NO': 'Spørsmål om bilvask',
    },
  },
  {
    title: 'article list',
    module: articleListStories,
    story: 'LatestNews',
    heading: {
      'fi-FI': 'Uutta Aurorasta',
      'en-EU': 'Latest from Aurora',
      'sv-SE': 'Senaste nytt från Aurora',
      'no-NO': 'Siste nytt fra Aurora',
    },
  },
  {
    title: 'article',
    module: articleStories,
    story: 'Minimal',
    heading: {
      'fi-FI': 'Viisi vinkkiä auton pesuun talvella',
      'en-EU': 'Five tips for washing your car in winter',
      'sv-SE': 'Fem tips för att tvätta bilen på vintern',
      'no-NO': 'Fem tips for å vaske bilen om vinteren',
    },
  },
  {
    title: 'banner',
    module: bannerStories,
    story: 'CarWashBundle',
    heading: {
      'fi-FI': 'Viisi pesua neljän hinnalla',
      'en-EU': 'Five washes for the price of four',
      'sv-SE': 'Fem tvättar till priset av fyra',
      'no-NO': 'Fem vasker til prisen av fire',
    },
  },
  {
    title: 'contact blocks',
    module: contactBlocksStories,
    story: 'CustomerServiceOnly',
    heading: {
      'fi-FI': 'Ongelmia autopesussa?',
      'en-EU': 'Problems with a car wash?',
      'sv-SE': 'Problem med en biltvätt?',
      'no-NO': 'Problemer med en bilvask?',
    },
  },
  {
    title: 'download links',
    module: downloadLinksStories,
    story: 'ConsumerAndBusiness',
    heading: {
      'fi-FI': 'Lataa Auroran sovellukset',
      'en-EU': 'Get the Aurora apps',
      'sv-SE': 'Hämta Auroras appar',
      'no-NO': 'Last ned Auroras apper',
    },
  },
  {
    title: 'food menu',
    module: foodMenuStories,
    story: 'FinnishMenu',
    heading: { 'fi-FI': 'Burgerit', 'en-EU': 'Burgers', 'sv-SE': 'Hamburgare', 'no-NO': 'Burgere' },
  },
  {
    title: 'food menu (Swedish station)',
    module: foodMenuStories,
    story: 'SwedishMenu',
    heading: {
      'fi-FI': 'Lämpimät ruoat',
      'en-EU': 'Hot dishes',
      'sv-SE': 'Varmrätter',
      'no-NO': 'Varmretter',
    },
  },
  {
    title: 'hero',
    module: heroStories,
    story: 'WithImageAndAction',
    heading: {
      'fi-FI': 'Tien päällä. Aina lähellä.',
      'en-EU': 'On the road. Always close.',
      'sv-SE': 'På väg. Alltid nära.',
      'no-NO': 'På veien. Alltid nær.',
    },
  },
  {
    title: 'image and text',
    module: imageTextStories,
    story: 'EvChargingImageStart',
    heading: {
      'fi-FI': 'Pikalataus reittisi varrella',
      'en-EU': 'Fast charging on your route',
      'sv-SE': 'Snabbladdning längs din väg',
      'no-NO': 'Hurtiglading langs ruten din',
    },
  },
  {
    title: 'link cards',
    module: linkCardsStories,
    story: 'ServicesMixedLinks',
    heading: {
      'fi-FI': 'Lisää Aurorasta',
      'en-EU': 'More from Aurora',
      'sv-SE': 'Mer från Aurora',
      'no-NO': 'Mer fra Aurora',
    },
  },
  {
    title: 'product list',
    module: productListStories,
    story: 'CarWashProgrammes',
    heading: {
      'fi-FI': 'Pesuohjelmat',
      'en-EU': 'Car wash programmes',
      'sv-SE': 'Tvättprogram',
      'no-NO': 'Vaskeprogrammer',
    },
  },
  {
    title: 'rich text',
    module: richTextStories,
    story: 'WithHeading',
    heading: {
      'fi-FI': 'Uusiutuva diesel ja biokaasu',
      'en-EU': 'Renewable diesel and biogas',
      'sv-SE': 'Förnybar diesel och biogas',
      'no-NO': 'Fornybar diesel og biogass',
    },
  },
  {
    title: 'station locator',
    module: stationLocatorStories,
    story: 'WithHeading',
    heading: {
      'fi-FI': 'Löydä asemasi',
      'en-EU': 'Find your station',
      'sv-SE': 'Hitta din station',
      'no-NO': 'Finn stasjonen din',
    },
  },
  {
    title: 'station lunch',
    module: stationLunchStories,
    story: 'ListOnly',
    text: { 'fi-FI': 'Lohikeitto', 'en-EU': 'Salmon soup', 'sv-SE': 'Laxsoppa', 'no-NO': 'Laksesuppe' },
  },
  {
    title: 'table',
    module: tableStories,
    story: 'FuelGrades',
    heading: {
      'fi-FI': 'Polttoaineet asemillamme',
      'en-EU': 'Fuels at our stations',
      'sv-SE': 'Bränslen på våra stationer',
      'no-NO': 'Drivstoff på stasjonene våre',
    },
  },
  {
    title: 'video',
    module: videoStories,
    story: 'PosterOnly',
    heading: {
      'fi-FI': 'Uuden Premium-autopesumme sisällä',
      'en-EU': 'Inside our new Premium car wash',
      'sv-SE': 'Inne i vår nya Premium-biltvätt',
      'no-NO': 'Inne i den nye Premium-bilvasken vår',
    },
  },
]

describe.each(expectations)('$title › $story', ({ module, story, heading, text }) => {
  test.each(locales)('shows its texts in the language of %s', async (locale) => {
    const Story = storiesIn(module, locale).get(story)
    if (Story === undefined) throw new Error(`no story ${story}`)
    await Story.load()
    render(<Story />)
    if (heading !== undefined)
      expect(await screen.findByRole('heading', { name: heading[locale] })).toBeTruthy()
    if (text !== undefined) expect(await screen.findByText(text[locale])).toBeTruthy()
    // The decorators ran with the toolbar's market: translations and <html lang> are in it too.
    expect(document.documentElement.lang).toBe(locale)
    expect([...consoleError.mock.calls, ...consoleWarn.mock.calls]).toEqual([])
  })
})

// Every story of these blocks, not only the ones above, renders under every market: a translated text
// the block's schema refuses would fail only when the toolbar switches to that market.
describe.each(
  expectations.filter(
    (entry, index, all) => all.findIndex((other) => other.module === entry.module) === index,
  ),
)('$title: every story', ({ module }) => {
  test.each(locales)('renders under %s without console errors or warnings', async (locale) => {
    for (const [name, Story] of storiesIn(module, locale)) {
      await Story.load()
      const { container, unmount } = render(<Story />)
      expect(container.childElementCount, `${name} rendered nothing`).toBeGreaterThan(0)
      unmount()
    }
    expect([...consoleError.mock.calls, ...consoleWarn.mock.calls]).toEqual([])
  })
})
