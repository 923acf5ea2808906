import { SeoTags, type SeoProps } from './SeoTags.tsx'

export type { SeoProps }

/**
 * The one owner of every head tag: title, description, canonical, social cards and JSON-LD
 * (SeoTags.tsx), written into each page's HTML by the pre-renderer. The browser never renders a
 * page, so nothing here runs there.
 */
export function Seo(props: SeoProps) {
  return <SeoTags {...props} />
}
