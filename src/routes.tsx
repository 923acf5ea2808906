/**
 * The pre-renderer's routes (server build only), made from the page table: one route per page, one
 * for every post (its pages listed by getStaticPaths), the blog's listing pages and one per sample
 * build (one shared screen). The browser has no router: every link is a page load.
 */
import { matchPath } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { pagePaths } from 'virtual:page-paths'
import { provideContent } from './content/store.ts'
import { BLOG_PATH } from './site/blog-listing.ts'
import { buildIndex } from 'virtual:build-index'
import { pageVersions } from 'virtual:page-versions'
import { Layout } from './app/Layout.tsx'
import type { PageId } from './site/page-table.ts'
import { postPath } from './site/page-table.ts'
import type { Locale } from './i18n/messages.ts'
import { localizedPath } from './site/locales.ts'

type Lazy = NonNullable<RouteRecord['lazy']>

const screens: Record<PageId, Lazy> = {
  home: () => import('./pages/Home.tsx'),
  about: () => import('./pages/About.tsx'),
  shop: () => import('./pages/Shop.tsx'),
  'price-match': () => import('./pages/PriceMatch.tsx'),
  builds: () => import('./pages/Builds.tsx'),
  chooser: () => import('./pages/Chooser.tsx'),
  blog: () => listingLazy(),
  contact: () => import('./pages/Contact.tsx'),
  faq: () => import('./pages/Faq.tsx'),
  'service-areas': () => import('./pages/ServiceAreas.tsx'),
  returns: () => import('./pages/Returns.tsx'),
  brand: () => import('./pages/Brand.tsx'),
  'seo-audit': () => import('./pages/SeoAudit.tsx'),
  'not-found': () => import('./pages/NotFound.tsx'),
}

const POST_ROUTE = postPath(':slug')

/** Content a route needs before it renders: every item, handed over in memory by the content plugin. */
async function contentReady() {
  provideContent((await import('virtual:content-all')).content)
}

const postRoute: RouteRecord = {
  path: POST_ROUTE,
  getStaticPaths: async () => (await import('virtual:post-slugs')).slugs.map(postPath),
  lazy: async () => {
    const [, { BlogPostRoute }] = await Promise.all([
      contentReady(),
      import('./pages/BlogPost.tsx'),
    ])
    return { Component: BlogPostRoute }
  },
}

/** The blog's listing pages (src/site/blog-listing.ts): one screen, its posts fetched per page. */
const listingLazy: Lazy = async () => {
  const [, { Component }] = await Promise.all([
    contentReady(),
    import('./pages/Blog.tsx'),
  ])
  return { Component }
}
const listingRoutes: RouteRecord[] = [`${BLOG_PATH}/page/:page`, `${BLOG_PATH}/category/:category`, `${BLOG_PATH}/category/:category/page/:page`].map((path) => ({
  path,
  getStaticPaths: async () => (await import('virtual:listing-paths')).listingPaths.filter((p) => matchPath(path, p) !== null),
  lazy: listingLazy,
}))

const buildRoutes: RouteRecord[] = buildIndex.map(({ id, path }) => ({
  path,
  lazy: async () => {
    const { BuildPage } = await import('./pages/Build.tsx')
    return { Component: () => <BuildPage id={id} /> }
  },
}))

/** Every page in another language (src/site/locales.ts): the same screen at its own path, in its locale by the path. */
const versions = new Map(pageVersions)
const translatedRoutes = (locale: Exclude<Locale, 'en'>): RouteRecord[] => [
  {
    ...postRoute,
    path: localizedPath(POST_ROUTE, locale),
    getStaticPaths: async () => ((await import('virtual:post-slugs')).translatedSlugs[locale] ?? []).map((slug) => localizedPath(postPath(slug), locale)),
  },
  {
    path: localizedPath(`${BLOG_PATH}/page/:page`, locale),
    getStaticPaths: async () => (await import('virtual:listing-paths')).listingPaths.filter((p) => matchPath(localizedPath(`${BLOG_PATH}/page/:page`, locale), p) !== null),
    lazy: listingLazy,
  },
  ...pagePaths.flatMap((page) => {
    const path = versions.get(page.path)?.[locale]
    return path ? [{ path, lazy: screens[page.id] }] : []
  }),
  ...buildRoutes.flatMap((route) => {
    const path = versions.get(route.path!)?.[locale]
    return path ? [{ ...route, path }] : []
  }),
]

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      ...pagePaths.map((page) => (page.path === '/' ? { index: true, lazy: screens[page.id] } : { path: page.path, lazy: screens[page.id] })),
      postRoute,
      ...listingRoutes,
      ...buildRoutes,
      ...translatedRoutes('ar'),
    ],
  },
]
