import type { BlockProps } from '#blocks/define-block.ts'
import { useLocale } from '#components/locale-context.tsx'
import { BlockHeading } from '#components/page-heading.tsx'
import { useT } from '#components/translation.tsx'
import { formatMoney } from '#i18n/format-price.ts'
import type { FoodMenuBlock } from './food-menu.schema.ts'
import './food-menu.css'

/** spec §2.6 food menu: sections of dishes with their prices; diets are written out, not coloured. */
export function FoodMenu({ block }: BlockProps<FoodMenuBlock>) {
  const t = useT()
  const locale = useLocale()
  const headingId = `${block.id}-heading`
  return (
    <section className="food-menu" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="food-menu__heading">
        {t('station.foodMenu.heading')}
      </BlockHeading>
      {block.menu.sections.map((section, sectionIndex) => (
        <section
          key={section.title}
          className="food-menu__section"
          aria-labelledby={`${block.id}-section-${sectionIndex}`}
        >
          <h3 id={`${block.id}-section-${sectionIndex}`} className="food-menu__section-heading">
            {section.title}
          </h3>
          <ul className="food-menu__items">
            {section.items.map((item) => (
              <li key={item.name} className="food-menu__item">
                <div className="food-menu__line">
                  <span className="food-menu__name">{item.name}</span>
                  <span className="food-menu__price">
                    {formatMoney(item.price.amount, locale, item.price.currency)}
                  </span>
                </div>
                {item.description !== undefined && (
                  <p className="food-menu__description">{item.description}</p>
                )}
                {item.diets.length > 0 && (
                  <p className="food-menu__diets">
                    <span className="visually-hidden">{t('station.foodMenu.dietsLabel')}: </span>
                    {item.diets.map((diet) => t(`station.diets.${diet}`)).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
