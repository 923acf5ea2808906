import pagesJson from 'virtual:data/pages'
import type { PageId } from '../site/page-table.ts'
import { Seo, type SeoProps } from './Seo.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { pages: pagesJson }

/** Head tags for a static page, from its entry in data/pages.json. */
export function PageSeo({ id, ...rest }: { id: PageId } & Partial<SeoProps>) {
  const page = data.pages.find((p) => p.id === id)!
  return <Seo title={page.title} description={page.description} path={page.path} noindex={page.noindex} {...rest} />
}
