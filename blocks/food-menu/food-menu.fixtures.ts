import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { foodMenuSchema } from './food-menu.schema.ts'

export const foodMenuFixtures = {
  finnishMenu: {
    id: 'food-menu-fi',
    contentType: 'foodMenu',
    menu: {
      sections: [
        {
          title: 'Burgerit',
          items: [
            {
              name: 'Aurora-burgeri',
              description: 'Naudanlihapihvi, cheddar, suolakurkku ja talon majoneesi',
              price: { amount: 1490, currency: 'EUR' },
              diets: ['lactoseFree'],
            },
            {
              name: 'Halloumiburgeri',
              price: { amount: 1390, currency: 'EUR' },
              diets: ['vegetarian'],
            },
          ],
        },
        {
          title: 'Salaatit',
          items: [
            {
              name: 'Kanasalaatti',
              description: 'Grillattua kanaa, romainesalaattia ja parmesaania',
              price: { amount: 1290, currency: 'EUR' },
              diets: ['glutenFree'],
            },
          ],
        },
      ],
    },
  },
  swedishMenu: {
    id: 'food-menu-sv',
    contentType: 'foodMenu',
    menu: {
      sections: [
        {
          title: 'Varmrätter',
          items: [
            {
              name: 'Köttbullar med potatismos',
              description: 'Lingon och pressgurka',
              price: { amount: 14900, currency: 'SEK' },
              diets: [],
            },
          ],
        },
      ],
    },
  },
} satisfies BlockFixtures<typeof foodMenuSchema>

/** The stories' texts under each market of the locale toolbar; finnishMenu is written in Finnish, swedishMenu in Swedish. */
export const foodMenuStoryTexts = {
  'fi-FI': {
    swedishMenu: {
      menu: {
        sections: [
          {
            title: 'Lämpimät ruoat',
            items: [{ name: 'Lihapullat ja perunamuusi', description: 'Puolukkaa ja etikkakurkkua' }],
          },
        ],
      },
    },
  },
  'en-EU': {
    finnishMenu: {
      menu: {
        sections: [
          {
            title: 'Burgers',
            items: [
              { name: 'Aurora burger', description: 'Beef patty, cheddar, pickles and house mayonnaise' },
              { name: 'Halloumi burger' },
            ],
          },
          {
            title: 'Salads',
            items: [{ name: 'Chicken salad', description: 'Grilled chicken, romaine lettuce and parmesan' }],
          },
        ],
      },
    },
    swedishMenu: {
      menu: {
        sections: [
          {
            title: 'Hot dishes',
            items: [
              { name: 'Meatballs with mashed potatoes', description: 'Lingonberries and pickled cucumber' },
            ],
          },
        ],
      },
    },
  },
  'sv-SE': {
    finnishMenu: {
      menu: {
        sections: [
          {
            title: 'Hamburgare',
            items: [
              { name: 'Aurora-burgare', description: 'Nötköttsbiff, cheddar, saltgurka och husets majonnäs' },
              { name: 'Halloumiburgare' },
            ],
          },
          {
            title: 'Sallader',
            items: [{ name: 'Kycklingsallad', description: 'Grillad kyckling, romansallad och parmesan' }],
          },
        ],
      },
    },
  },
  'no-NO': {
    finnishMenu: {
      menu: {
        sections: [
          {
            title: 'Burgere',
            items: [
              { name: 'Aurora-burger', description: 'Storfeburger, cheddar, sylteagurk og husets majones' },
              { name: 'Halloumiburger' },
            ],
          },
          {
            title: 'Salater',
            items: [{ name: 'Kyllingsalat', description: 'Grillet kylling, romanosalat og parmesan' }],
          },
        ],
      },
    },
    swedishMenu: {
      menu: {
        sections: [
          {
            title: 'Varmretter',
            items: [{ name: 'Kjøttboller med potetmos', description: 'Tyttebær og syltet agurk' }],
          },
        ],
      },
    },
  },
} satisfies StoryTexts<typeof foodMenuFixtures>
