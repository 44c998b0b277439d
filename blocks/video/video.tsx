import { useEffect, useRef, useState } from 'react'
import { useT } from '#components/translation.tsx'
import type { BlockProps } from '#blocks/define-block.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { SanitizedHtml } from '#components/sanitized-html.tsx'
import { debounce } from './debounce.ts'
import { imageUrlForWidth, staticFileUrl } from '#domain/responsive-image.ts'
import {
  initialPosterWidth,
  posterWidthFor,
  videoHeight,
  videoResizeDebounceMs,
  videoWidth,
} from './video-poster.ts'
import type { VideoBlock } from './video.schema.ts'
import './video.css'

export function Video({ block }: BlockProps<VideoBlock>) {
  const t = useT()
  const headingId = `${block.id}-heading`
  const { poster } = block
  const frameRef = useRef<HTMLDivElement>(null)
  // The server cannot measure the container, so it serves the poster at the video's own width.
  const [posterWidth, setPosterWidth] = useState(() => initialPosterWidth(poster.width))

  useEffect(() => {
    const frame = frameRef.current
    if (frame === null) return
    const pick = () => {
      const width = posterWidthFor(frame.clientWidth, window.devicePixelRatio, poster.width)
      if (width !== null) setPosterWidth(width)
    }
    // spec §9: the video's resize handler is debounced by 400 ms.
    const onResize = debounce(pick, videoResizeDebounceMs)
    pick()
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      onResize.cancel()
    }
  }, [poster.width])

  return (
    <section className="video-block" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="video-block__title">
        {block.title}
      </BlockHeading>
      <div ref={frameRef} className="video-block__frame">
        {/* No autoplay, and nothing but the poster loads until the visitor presses play. */}
        <video
          className="video-block__video"
          aria-labelledby={headingId}
          controls
          preload="none"
          playsInline
          width={videoWidth}
          height={videoHeight}
          poster={imageUrlForWidth(poster.url, posterWidth)}
        >
          {block.sources.map((source) => (
            <source key={source.url} src={source.url} type={source.type} />
          ))}
          {block.captions !== undefined && (
            <track
              kind="captions"
              src={staticFileUrl(block.captions.url)}
              srcLang={block.captions.srclang}
              label={block.captions.label}
              default
            />
          )}
          <p>{t('video.unsupported')}</p>
        </video>
      </div>
      {block.transcript !== undefined && (
        <details className="video-block__transcript">
          <summary>{t('video.transcript')}</summary>
          <SanitizedHtml className="rich-text" html={block.transcript} />
        </details>
      )}
    </section>
  )
}
