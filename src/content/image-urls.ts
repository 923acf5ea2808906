/** Pure helpers shared by the image pipeline (Node) and the Image component (browser). */
export const IMAGE_WIDTHS = [640, 768, 1024, 1280, 1536] as const

export interface ImageInfo {
  /** Source path relative to the project root, e.g. `posts/images/foo.svg`. */
  src: string
  /** Output base name, e.g. `post-foo`. */
  name: string
  width: number
  height: number
  widths: number[]
}

/** `posts/images/foo.svg` → `post-foo`; `src/assets/images/bar.svg` → `bar`. */
export function imageBaseName(src: string): string {
  const base = src.split('/').pop()!.replace(/\.[a-z]+$/, '')
  return src.startsWith('posts/') ? `post-${base}` : base
}

export function imageUrl(info: ImageInfo, width: number): string {
  return `/img/${info.name}-${width}.webp`
}

export function imageSrcSet(info: ImageInfo): string {
  return info.widths.map((w) => `${imageUrl(info, w)} ${w}w`).join(', ')
}

/** The fallback `src`: the largest width not above 1280. */
export function imageDefaultUrl(info: ImageInfo): string {
  const w = [...info.widths].reverse().find((x) => x <= 1280) ?? info.widths[0]!
  return imageUrl(info, w)
}

export function ogImageUrl(info: Pick<ImageInfo, 'name'>): string {
  return `/img/${info.name}-og.jpg`
}

/** The square brand logo for structured data (Google: at least 112 px), a PNG made from public/favicon.svg. */
export const LOGO = { source: 'public/favicon.svg', url: '/img/logo-512.png', size: 512 } as const
