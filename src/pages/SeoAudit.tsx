import page from 'virtual:page/seo-audit'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Island } from '../islands/Island.tsx'
import auditIsland from '../features/audit-page/audit.island.tsx'

/** /seo-audit: the staff view of the audit the CI runs (noindex, not in the sitemap). */
export function Component() {
  return (
    <>
      <PageSeo page={page} />
      <section className="container section-tight">
        <p className="eyebrow">Staff tools</p>
        <h1>SEO audit</h1>
        <p className="lead">The same audit CI runs on every build, over every page of this site, in your browser.</p>
        <Island of={auditIsland} props={{}} when="load" />
      </section>
    </>
  )
}
