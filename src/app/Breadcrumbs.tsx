import { matchPath, useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import site from 'virtual:data/site'
import { pagePaths } from 'virtual:page-paths'
import navigationByLocale from 'virtual:data-by-locale/navigation'
import shellMessages from '../i18n/ns/shell.ts'
import { useLocale, useMessages } from '../i18n/format.tsx'
import { localizedPath, unlocalizedPath } from '../site/locales.ts'
import { useContent } from '../content/store.ts'
import { postKey, type PostPageData } from '../content/post.ts'
import { buildIndex } from 'virtual:build-index'
import { breadcrumbTrail } from '../site/breadcrumbs.ts'
import { breadcrumbJsonLd, serializeJsonLd } from '../seo/jsonld.ts'
import { postPath } from '../site/page-table.ts'

/** Static pages search engines must not index (their crumbs get no BreadcrumbList JSON-LD). */
const noindexPaths = new Set(pagePaths.filter((p) => p.noindex).map((p) => p.path))

/** Home › Section › Page from the path segments, with BreadcrumbList JSON-LD on indexable pages. Hidden when only Home, and on unknown paths. */
export function Breadcrumbs() {
  const locale = useLocale()
  // A page in another language has the crumbs of its English page, at that language's paths.
  const pathname = unlocalizedPath(useLocation().pathname, locale)
  const m = useMessages(shellMessages)
  const navigation = useMessages(navigationByLocale)
  const page = pagePaths.find((p) => p.path === pathname)
  // A post's title comes with its page data (already there when the post renders; no list of every post in the shell).
  const slug = page ? undefined : matchPath(postPath(':slug'), pathname)?.params.slug
  const post = useContent<PostPageData>(slug === undefined ? undefined : postKey(slug, locale))?.post
  const build = buildIndex.find((b) => b.path === pathname)
  if ((!page && !post && !build) || page?.id === 'not-found') return null
  // A post is named by its title, a build by its name, the brand page by the brand; other pages by the label map.
  const trail = breadcrumbTrail(pathname, navigation.breadcrumbLabels, post?.title ?? (build ? (build.names[locale] ?? build.name) : undefined) ?? (page?.id === 'brand' ? site.brand.name : undefined), m.breadcrumbHome).map((c) => ({
    ...c,
    path: localizedPath(c.path, locale),
  }))
  if (trail.length === 0) return null
  const jsonLd = import.meta.env.SSR ? breadcrumbJsonLd(site.url, trail, (path) => !noindexPaths.has(path)) : null
  return (
    <nav aria-label={m.breadcrumbs} className="breadcrumbs container">
      {jsonLd ? (
        <Head>
          <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>
        </Head>
      ) : null}
      <ol>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.label}
            </li>
          ) : (
            <li key={c.path}>
              <a href={c.path}>{c.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
