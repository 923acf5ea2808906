import { useEffect, useRef, useState } from 'react'
import { images } from 'virtual:images'
import { imageDefaultUrl, imagePlaceholderUrl, imageSrcSet, type ImageInfo } from '../content/image-urls.ts'

export interface ImageProps {
  /** Source path relative to the project root, as named in data/ or front matter. */
  src: string
  /** Its processed sizes, when the caller has them (a post's image comes with the post); else looked up by `src`. */
  info?: ImageInfo
  alt: string
  sizes?: string
  /** Above the fold: in the HTML with its real source, loaded eagerly with high priority, never faded. */
  priority?: boolean
  /** `eager` loads a non-priority image as soon as the page hydrates, without waiting for the viewport. */
  loading?: 'lazy' | 'eager'
  className?: string
  onLoad?: () => void
  onError?: () => void
}

/** Lazy images start loading when they come within this distance of the viewport (SPEC section 9). */
export const LAZY_MARGIN_PX = 50

// One observer for every lazy image on the page.
let observer: IntersectionObserver | undefined
const waiting = new Map<Element, () => void>()
function whenNear(el: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback()
    return () => {}
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        waiting.get(entry.target)?.()
        waiting.delete(entry.target)
        observer!.unobserve(entry.target)
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  )
  waiting.set(el, callback)
  observer.observe(el)
  return () => {
    waiting.delete(el)
    observer?.unobserve(el)
  }
}

type State = 'idle' | 'loading' | 'loaded' | 'failed'

/**
 * Responsive WebP image from the build-time pipeline (srcset at 640–1536 px),
 * with explicit width and height so nothing shifts.
 *
 * - `priority` images are in the static HTML with their real source.
 * - Other images are lazy: the HTML carries a same-sized transparent stand-in
 *   plus a `<noscript>` copy of the real image (so the page reads the same
 *   with JavaScript off), and the real file is requested once the image is
 *   within 50 px of the viewport. It fades in when it arrives.
 * - A failed load shows 'Failed to load image' in the same box.
 */
export function Image({ src, info: given, alt, sizes = '(min-width: 1024px) 960px, 100vw', priority, loading = 'lazy', className, onLoad, onError }: ImageProps) {
  const info = given ?? images[src]
  if (!info) throw new Error(`Image ${src} was not processed by the build`)
  const ref = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<State>(priority ? 'loading' : 'idle')

  // Lazy: swap the stand-in for the real source near the viewport (or at once for loading="eager").
  useEffect(() => {
    if (priority || state !== 'idle' || !ref.current) return
    if (loading === 'eager') {
      setState('loading')
      return
    }
    return whenNear(ref.current, () => setState('loading'))
  }, [priority, loading, state])

  // Priority images may have finished (or failed) before hydration attached the handlers.
  useEffect(() => {
    const el = ref.current
    if (!priority || !el || !el.complete) return
    if (el.naturalWidth > 0) setState('loaded')
    else {
      setState('failed')
      onError?.()
    }
    // Only once, at hydration.
  }, [])

  const classes = (extra: string) => ['img', extra, className].filter(Boolean).join(' ')

  if (state === 'failed') {
    return (
      // Rendered only in the browser, after a failure: the inline aspect ratio keeps the box's size.
      <span className={classes('image-failed')} style={{ aspectRatio: `${info.width} / ${info.height}` }} role="img" aria-label={alt}>
        <span aria-hidden="true">Failed to load image</span>
      </span>
    )
  }

  const real = priority || state !== 'idle'
  const handlers = {
    onLoad: () => {
      setState('loaded')
      onLoad?.()
    },
    onError: () => {
      setState('failed')
      onError?.()
    },
  }

  if (priority) {
    return (
      <img
        ref={ref}
        className={classes('')}
        src={imageDefaultUrl(info)}
        srcSet={imageSrcSet(info)}
        sizes={sizes}
        width={info.width}
        height={info.height}
        alt={alt}
        fetchPriority="high"
        {...handlers}
      />
    )
  }

  return (
    <>
      <img
        ref={ref}
        className={classes(`img-lazy${real ? ' img-fade' : ''}${state === 'loaded' ? ' img-loaded' : ''}`)}
        src={real ? imageDefaultUrl(info) : imagePlaceholderUrl(info)}
        srcSet={real ? imageSrcSet(info) : undefined}
        sizes={real ? sizes : undefined}
        width={info.width}
        height={info.height}
        alt={alt}
        decoding="async"
        {...(real ? handlers : {})}
      />
      <noscript>
        <img className={classes('')} src={imageDefaultUrl(info)} srcSet={imageSrcSet(info)} sizes={sizes} width={info.width} height={info.height} alt={alt} loading="lazy" decoding="async" />
      </noscript>
    </>
  )
}
