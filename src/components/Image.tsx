import { useState } from 'react'
import { images } from 'virtual:content'
import { imageDefaultUrl, imageSrcSet } from '../content/image-urls.ts'

export interface ImageProps {
  /** Source path relative to the project root, as named in data/ or front matter. */
  src: string
  alt: string
  sizes?: string
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  className?: string
}

/**
 * Responsive WebP image from the build-time pipeline: srcset at every width,
 * explicit width/height (no layout shift), lazy unless `priority`, fades in
 * on load, and says so when it fails.
 */
export function Image({ src, alt, sizes = '(min-width: 1024px) 960px, 100vw', priority, className }: ImageProps) {
  const info = images[src]
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (!info) throw new Error(`Image ${src} was not processed by the build`)
  if (state === 'failed') {
    return (
      <div className={`image-failed ${className ?? ''}`} style={{ aspectRatio: `${info.width} / ${info.height}` }} role="img" aria-label={alt}>
        Failed to load image
      </div>
    )
  }
  return (
    <img
      className={`img ${state === 'loaded' ? 'img-loaded' : ''} ${className ?? ''}`}
      src={imageDefaultUrl(info)}
      srcSet={imageSrcSet(info)}
      sizes={sizes}
      width={info.width}
      height={info.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      ref={(el) => {
        // Already decoded before hydration attached onLoad.
        if (el?.complete && el.naturalWidth > 0 && state === 'loading') setState('loaded')
      }}
    />
  )
}
