import { images } from 'virtual:images'
import { imageDefaultUrl, imageSrcSet, type ImageInfo } from '../content/image-urls.ts'
import { useBaseStyles } from '../lib/styles.tsx'
import imageCss from './Image.css?inline'

export interface ImageProps {
  /** Source path relative to the project root, as named in data/ or front matter. */
  src: string
  /** Its processed sizes, when the caller has them (a post's image comes with the post); else looked up by `src`. */
  info?: ImageInfo
  alt: string
  sizes?: string
  /** Above the fold: loaded at once with high priority. */
  priority?: boolean
  /** `eager` loads a non-priority image at once instead of near the viewport. */
  loading?: 'lazy' | 'eager'
  className?: string
}

/**
 * Responsive WebP image from the build-time pipeline (srcset at 640–1536 px), with explicit width
 * and height so nothing shifts. A page is a document, so this is plain HTML: `priority` images load
 * at once with high priority, the others with the browser's own lazy loading (which starts them
 * before they scroll into view). A file that fails to load shows its alt text, as the platform does.
 */
export function Image({ src, info: given, alt, sizes = '(min-width: 1024px) 960px, 100vw', priority, loading = 'lazy', className }: ImageProps) {
  useBaseStyles(imageCss)
  const info = given ?? images[src]
  if (!info) throw new Error(`Image ${src} was not processed by the build`)
  return (
    <img
      className={['img', className].filter(Boolean).join(' ')}
      src={imageDefaultUrl(info)}
      srcSet={imageSrcSet(info)}
      sizes={sizes}
      width={info.width}
      height={info.height}
      alt={alt}
      {...(priority ? { fetchPriority: 'high' as const } : { loading, decoding: 'async' as const })}
    />
  )
}
