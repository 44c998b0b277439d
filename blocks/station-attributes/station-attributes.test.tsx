// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import { stationServiceKeys } from '#schemas/station-keys.ts'
import { stationAttributesFixtures } from './station-attributes.fixtures.ts'
import { stationAttributesSchema } from './station-attributes.schema.ts'
import { StationAttributes } from './station-attributes.tsx'
import { groupServices, serviceGroups } from '#components/station-service-groups.ts'

afterEach(cleanup)

test('every spec §3 service key is in exactly one group', () => {
  const grouped = serviceGroups.flatMap((group) => group.services)
  expect([...grouped].sort()).toEqual([...stationServiceKeys].sort())
})

test('services show in their groups, in group order, with localized labels', () => {
  const block = stationAttributesSchema.parse(stationAttributesFixtures.cityStation)
  render(
    <PageProviders locale="fi-FI">
      <StationAttributes block={block} />
    </PageProviders>,
  )
  expect(screen.getByRole('heading', { level: 2, name: 'Palvelut' })).toBeTruthy()
  const groups = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(groups).toEqual(['Polttoaineet', 'Sähköauton lataus', 'Autopesu', 'Muut palvelut'])
  const fuels = screen.getByRole('region', { name: 'Polttoaineet' })
  expect(
    within(fuels)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Bensiini 95 E10', 'Diesel'])
})

test('a group the station has nothing of is left out', () => {
  expect(groupServices(['diesel', 'defibrillator']).map((group) => group.group)).toEqual(['fuels', 'other'])
})

test('a block without services is refused, naming the field', () => {
  const result = stationAttributesSchema.safeParse({
    id: 'x',
    contentType: 'stationAttributes',
    services: [],
  })
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['services'])
})
