import pagesByLocale from 'virtual:data-by-locale/pages'
import type { SiteData } from '../content/schemas.ts'
import { useMessages } from '../i18n/format.tsx'
import { Seo, type SeoProps } from './Seo.tsx'

/**
 * Head tags for a static page, from its entry in data/pages.json (`import page from 'virtual:page/{id}'`),
 * with the title and description of the page's language (data/<locale>/pages.json).
 */
export function PageSeo({ page, ...rest }: { page: SiteData['pages'][number] } & Partial<SeoProps>) {
  const own = useMessages(pagesByLocale).find((p) => p.id === page.id) ?? page
  return <Seo title={own.title} description={own.description} path={page.path} noindex={page.noindex} {...rest} />
}
