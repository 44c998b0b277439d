import type { ReactNode } from 'react'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import type { AppGroup, DownloadLinksBlock } from './download-links.schema.ts'
import './download-links.css'

/**
 * spec §2.5: app download links in two groups, the consumer app and then the business app. Each group
 * is a navigation landmark named by its visible title, holding a list of the two store links.
 */
export function DownloadLinks({ block }: BlockProps<DownloadLinksBlock>) {
  const t = useT()
  const headingId = `${block.id}-heading`
  const hasHeading = block.heading !== undefined
  const { consumer, business } = block.groups
  return (
    <section className="download-links" {...(hasHeading ? { 'aria-labelledby': headingId } : {})}>
      {hasHeading && (
        <BlockHeading id={headingId} className="download-links__heading">
          {block.heading}
        </BlockHeading>
      )}
      <div className="download-links__groups">
        <AppGroupLinks
          id={`${block.id}-consumer`}
          group={consumer}
          defaultTitle={t('downloads.consumerApp')}
          nested={hasHeading}
        />
        {business !== undefined && (
          <AppGroupLinks
            id={`${block.id}-business`}
            group={business}
            defaultTitle={t('downloads.businessApp')}
            nested={hasHeading}
          />
        )}
      </div>
    </section>
  )
}

function AppGroupLinks({
  id,
  group,
  defaultTitle,
  nested,
}: {
  id: string
  group: AppGroup
  defaultTitle: string
  /** Under the block's own heading the group titles are h3; without one they are the block's headings. */
  nested: boolean
}) {
  const t = useT()
  const titleId = `${id}-title`
  return (
    <nav className="download-links__group" aria-labelledby={titleId}>
      <GroupTitle id={titleId} nested={nested}>
        {group.title ?? defaultTitle}
      </GroupTitle>
      <ul className="download-links__list">
        <li>
          <SmartLink className="download-links__store" target={group.appStoreUrl}>
            {t('downloads.appStore')}
          </SmartLink>
        </li>
        <li>
          <SmartLink className="download-links__store" target={group.googlePlayUrl}>
            {t('downloads.googlePlay')}
          </SmartLink>
        </li>
      </ul>
      {group.image !== undefined && (
        <ResponsiveImage className="download-links__image" image={group.image} sizes="8rem" />
      )}
    </nav>
  )
}

function GroupTitle({ id, nested, children }: { id: string; nested: boolean; children: ReactNode }) {
  // Headings never skip a level: without a block heading the group titles take its place.
  if (!nested) {
    return (
      <BlockHeading id={id} className="download-links__title">
        {children}
      </BlockHeading>
    )
  }
  return (
    <h3 id={id} className="download-links__title">
      {children}
    </h3>
  )
}
