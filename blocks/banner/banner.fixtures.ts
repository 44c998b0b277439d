import type { BlockFixtures } from '#blocks/define-block.ts'
import type { bannerSchema } from './banner.schema.ts'

export const bannerFixtures = {
  carWashBundle: {
    id: 'banner-fixture-1',
    contentType: 'banner',
    theme: 'carWash',
    heading: 'Five washes for the price of four',
    text: 'Buy a wash bundle in the Aurora app and use it at any of our car washes for two years.',
    image: {
      url: '/images/car-wash.svg',
      alt: 'A freshly washed car in the wash bay',
      width: 800,
      height: 600,
    },
    action: {
      label: 'Buy a wash bundle',
      target: { contentType: 'standardPage', path: '/private/products/car-wash' },
    },
  },
  vierumakiWeekend: {
    id: 'banner-fixture-2',
    contentType: 'banner',
    theme: 'vierumaki',
    heading: 'Charge up on the way to Vierumäki',
    text: 'New ultra-fast chargers on the road to the sports resort: 400 kW, right by the café.',
  },
  helmisimpukkaFamily: {
    id: 'banner-fixture-3',
    contentType: 'banner',
    theme: 'helmisimpukka',
    heading: 'A play corner for the little ones',
    text: 'Our family stations have a play corner, baby-changing rooms and children’s meals.',
    action: { label: 'See the menu', target: 'https://menu.example.com/aurora-family' },
  },
  dirtSeason: {
    id: 'banner-fixture-4',
    contentType: 'banner',
    theme: 'dirt',
    heading: 'Mud season is here',
    text: 'Underbody wash included in every Premium programme until the end of April.',
  },
  customLight: {
    id: 'banner-fixture-5',
    contentType: 'banner',
    theme: 'custom',
    backgroundColor: 'F5C400',
    heading: 'Summer coffee offer',
    text: 'Any coffee and a cinnamon bun for 3,50 € at every Aurora station in June.',
  },
  customDark: {
    id: 'banner-fixture-6',
    contentType: 'banner',
    theme: 'custom',
    backgroundColor: '#0b3d2e',
    heading: 'Renewable diesel at every station',
    text: 'HVO100 cuts the fossil CO₂ of your drive by up to 90 %.',
    action: {
      label: 'Read about HVO100',
      target: {
        contentType: 'card',
        id: 'hvo100-facts',
        title: 'HVO100 in brief',
        body: '<p>HVO100 is renewable diesel made from waste and residues. It works in most diesel engines as it is.</p>',
      },
    },
  },
} satisfies BlockFixtures<typeof bannerSchema>
