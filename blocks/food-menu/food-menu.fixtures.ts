import type { BlockFixtures } from '#blocks/define-block.ts'
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
