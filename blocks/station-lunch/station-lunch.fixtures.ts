import type { BlockFixtures } from '#blocks/define-block.ts'
import type { Locale } from '#schemas/locale.ts'
import type { StoryTexts, TextPatch } from '#stories/toolbar-locale.tsx'
import { cityStation } from '#tests/fixtures/stations.ts'
import type { stationLunchSchema } from './station-lunch.schema.ts'

export const stationLunchFixtures = {
  weekdayLunch: {
    id: 'station-lunch-city',
    contentType: 'stationLunch',
    lunchList: cityStation.lunchList,
    timeZone: cityStation.timeZone,
    lunchHours: cityStation.lunchHours,
    breakfastHours: cityStation.breakfastHours,
    kitchenHours: cityStation.kitchenHours,
  },
  listOnly: {
    id: 'station-lunch-list-only',
    contentType: 'stationLunch',
    lunchList: { days: cityStation.lunchList.days },
    timeZone: cityStation.timeZone,
  },
} satisfies BlockFixtures<typeof stationLunchSchema>

/** The week's dishes in the other markets' languages, day by day; the fixture station's list is Finnish. */
const translatedDays = {
  'en-EU': [
    { dishes: [{ name: 'Salmon soup' }] },
    { dishes: [{ name: 'Minced meat sauce and mashed potatoes' }] },
    { dishes: [{ name: 'Chicken and rice' }, { name: 'Vegetable balls', description: 'Tomato sauce' }] },
    { dishes: [{ name: 'Pea soup and oven pancake' }] },
    { dishes: [{ name: 'Baked fish' }] },
  ],
  'sv-SE': [
    { dishes: [{ name: 'Laxsoppa' }] },
    { dishes: [{ name: 'Köttfärssås och potatismos' }] },
    { dishes: [{ name: 'Kyckling och ris' }, { name: 'Grönsaksbullar', description: 'Tomatsås' }] },
    { dishes: [{ name: 'Ärtsoppa och pannkaka' }] },
    { dishes: [{ name: 'Ugnsbakad fisk' }] },
  ],
  'no-NO': [
    { dishes: [{ name: 'Laksesuppe' }] },
    { dishes: [{ name: 'Kjøttdeigsaus og potetmos' }] },
    { dishes: [{ name: 'Kylling og ris' }, { name: 'Grønnsaksboller', description: 'Tomatsaus' }] },
    { dishes: [{ name: 'Ertesuppe og ovnspannekake' }] },
    { dishes: [{ name: 'Ovnsbakt fisk' }] },
  ],
} satisfies Record<Exclude<Locale, 'fi-FI'>, TextPatch<typeof cityStation.lunchList.days>>

function lunchIn(locale: Exclude<Locale, 'fi-FI'>) {
  const days = translatedDays[locale]
  return { weekdayLunch: { lunchList: { days } }, listOnly: { lunchList: { days } } }
}

/** The stories' dishes under each market of the locale toolbar; the fixtures above are fi-FI. */
export const stationLunchStoryTexts = {
  'fi-FI': {},
  'en-EU': lunchIn('en-EU'),
  'sv-SE': lunchIn('sv-SE'),
  'no-NO': lunchIn('no-NO'),
} satisfies StoryTexts<typeof stationLunchFixtures>
