import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { stationSchema, type Station } from '#schemas/station.ts'

/**
 * The en-EU and no-NO locator pages tell, per country, how many stations offer a service. The numbers
 * are the editors' words in a table block, so nothing ties them to the station catalogue but this test:
 * a regenerated catalogue (`npm run stations:generate`) that changes them fails here until the pages
 * say the same.
 */

const contentDir = new URL('../../../content/', import.meta.url)

function catalogue(country: 'fi' | 'se' | 'no'): Station[] {
  const raw: unknown = JSON.parse(readFileSync(new URL(`stations/${country}.json`, contentDir), 'utf8'))
  return z.array(stationSchema).parse(raw)
}

const stations = { fi: catalogue('fi'), se: catalogue('se'), no: catalogue('no') }

const servicesTable = z.object({
  contentType: z.literal('table'),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
})

const locatorPage = z.object({
  content: z.object({ body: z.array(z.looseObject({ contentType: z.string() })) }),
})

function tableOf(file: string) {
  const page = locatorPage.parse(JSON.parse(readFileSync(new URL(file, contentDir), 'utf8')))
  const table = page.content.body.find((block) => block.contentType === 'table')
  return servicesTable.parse(table)
}

type Country = keyof typeof stations
const counts: Record<string, (services: Set<string>) => boolean> = {
  hvo100: (services) => services.has('hvo100'),
  charging: (services) => services.has('charging150') || services.has('charging400'),
  carWash: (services) => [...services].some((service) => service.startsWith('carWash')),
  restaurant: (services) => services.has('restaurant'),
  truck: (services) => [...services].some((service) => service.startsWith('truck')),
}

function countIn(country: Country, kind: string): string {
  const offers = counts[kind]
  if (offers === undefined) throw new Error(`no count for ${kind}`)
  return String(stations[country].filter((station) => offers(new Set(station.services))).length)
}

const rowKinds = ['hvo100', 'charging', 'carWash', 'restaurant', 'truck']

test.each([
  { file: 'en-EU/pages/stationsearch.json', countries: ['fi', 'se', 'no'] as const },
  { file: 'no-NO/pages/finn-stasjon.json', countries: ['no', 'se', 'fi'] as const },
])('the service counts of $file are the catalogue’s', ({ file, countries }) => {
  const table = tableOf(file)
  expect(table.rows).toHaveLength(rowKinds.length)
  table.rows.forEach((row, index) => {
    const kind = rowKinds[index] ?? ''
    expect(row.slice(1), `${file} row ${row[0] ?? index}`).toEqual(
      countries.map((country) => countIn(country, kind)),
    )
  })
})
