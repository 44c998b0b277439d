import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { useT } from '#components/translation.tsx'
import type { StationAttributesBlock } from './station-attributes.schema.ts'
import { groupServices } from '#components/station-service-groups.ts'
import { StationServiceIcon } from './station-service-icon.tsx'
import './station-attributes.css'

/** spec §2.6 attributes: a station's services, grouped, each with a localized label (icons decorate). */
export function StationAttributes({ block }: BlockProps<StationAttributesBlock>) {
  const t = useT()
  const headingId = `${block.id}-heading`
  return (
    <section className="station-attributes" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="station-attributes__heading">
        {t('station.attributes.heading')}
      </BlockHeading>
      <div className="station-attributes__groups">
        {groupServices(block.services).map(({ group, services }) => (
          <section key={group} className="station-attributes__group" aria-labelledby={`${block.id}-${group}`}>
            <h3 id={`${block.id}-${group}`} className="station-attributes__group-heading">
              <StationServiceIcon group={group} />
              {t(`station.serviceGroups.${group}`)}
            </h3>
            <ul className="station-attributes__list">
              {services.map((service) => (
                <li key={service}>{t(`station.services.${service}`)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}
