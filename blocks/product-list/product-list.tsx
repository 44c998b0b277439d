import { AddToCartButton } from '#components/cart/add-to-cart-button.tsx'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { useLocale } from '#components/locale-context.tsx'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { formatMoney } from '#i18n/format-price.ts'
import type { Product } from '#schemas/product.ts'
import type { ProductListBlock } from './product-list.schema.ts'
import './product-list.css'
import { useElementId } from '#components/element-id.tsx'

/**
 * Product cards for the digital shop (spec §3 Product for cart). What visitors see on each card: the
 * product image, its name, the price with tax in the market's currency (spec §9 format, `59,00 €`;
 * `125,00 kr` in SEK and NOK; prices arrive in minor units, ADR 027), the price of one item when a
 * bundle states it, and for a bundle an "Includes" list of its members with their amounts.
 * Each card ends with "Add to cart" (issue 14), described by the product's name.
 */
export function ProductList({ block }: BlockProps<ProductListBlock>) {
  const headingId = `${block.id}-heading`
  const hasHeading = block.heading !== undefined
  return (
    <section className="product-list" {...(hasHeading ? { 'aria-labelledby': headingId } : {})}>
      {hasHeading && (
        <BlockHeading id={headingId} className="product-list__heading">
          {block.heading}
        </BlockHeading>
      )}
      <ul className="product-list__items">
        {block.products.map((product) => (
          <li key={product.code} className="product-list__item">
            <ProductCard product={product} nested={hasHeading} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ProductCard({
  product,
  nested,
}: {
  product: Product
  /** Under the block's heading product names are h3; without one they are the block's headings. */
  nested: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const nameId = useElementId()
  const includesId = useElementId()
  const { price, currency } = product.attributes
  // spec §3: a product has an image or a list of images; the first one stands for it on a card.
  const image = product.image ?? product.images?.[0]
  // A unit price equal to the price (a single wash) would only repeat it.
  const unitPrice = product.unitPrice === price ? undefined : product.unitPrice
  return (
    <article
      className={product.isBundle ? 'product-list__card product-list__card--bundle' : 'product-list__card'}
      aria-labelledby={nameId}
    >
      {nested ? (
        <h3 id={nameId} className="product-list__name">
          {product.name}
        </h3>
      ) : (
        <BlockHeading id={nameId} className="product-list__name">
          {product.name}
        </BlockHeading>
      )}
      {image !== undefined && (
        <ResponsiveImage
          className="product-list__image"
          image={image}
          sizes="(min-width: 992px) 25vw, (min-width: 480px) 50vw, 100vw"
        />
      )}
      <dl className="product-list__prices">
        <dt className="product-list__price-label">{t('productList.price')}</dt>
        <dd className="product-list__price">{formatMoney(price, locale, currency)}</dd>
        {unitPrice !== undefined && (
          <dd className="product-list__unit-price">
            {t('productList.unitPrice', { price: formatMoney(unitPrice, locale, currency) })}
          </dd>
        )}
      </dl>
      {product.bundleMembers.length > 0 && (
        <div className="product-list__includes">
          <p id={includesId} className="product-list__includes-label">
            {t('productList.includes')}
          </p>
          <ul aria-labelledby={includesId} className="product-list__members">
            {product.bundleMembers.map((member) => (
              <li key={member.product.code}>
                {t('productList.member', { amount: member.amount, name: member.product.globalName })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="product-list__action">
        <AddToCartButton product={product} describedBy={nameId} />
      </div>
    </article>
  )
}
