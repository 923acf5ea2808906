import type { SiteData } from '../content/schemas.ts'
import { Seo, type SeoProps } from './Seo.tsx'

/**
 * Head tags for a static page, from its entry in data/pages.json. Each page
 * imports only its own entry (`import page from 'virtual:page/{id}'`), so no
 * page downloads every other page's title and description.
 */
export function PageSeo({ page, ...rest }: { page: SiteData['pages'][number] } & Partial<SeoProps>) {
  return <Seo title={page.title} description={page.description} path={page.path} noindex={page.noindex} {...rest} />
}
