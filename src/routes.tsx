/**
 * The router's routes, made from the page table: one lazy route per page
 * (each screen is its own chunk), one route for every post (its pages listed
 * for the pre-renderer by getStaticPaths in the server build only; each body is
 * fetched by slug, src/content/store.ts) and one per sample build (one shared screen).
 */
import { matchPath } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { pagePaths } from 'virtual:page-paths'
import { fetchContent, provideContent } from './content/store.ts'
import { postKey } from './content/post.ts'
import { BLOG_PATH, isListingPath, listingKey } from './site/blog-listing.ts'
import { buildIndex } from 'virtual:build-index'
import { Layout } from './app/Layout.tsx'
import { LazyRouteError } from './app/LazyRouteError.tsx'
import type { PageId } from './site/page-table.ts'
import { postPath } from './site/page-table.ts'

type Lazy = NonNullable<RouteRecord['lazy']>

const screens: Record<PageId, Lazy> = {
  home: () => import('./pages/Home.tsx'),
  about: () => import('./pages/About.tsx'),
  shop: () => import('./pages/Shop.tsx'),
  'price-match': () => import('./pages/PriceMatch.tsx'),
  builds: () => import('./pages/Builds.tsx'),
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

/**
 * Content a route needs before it renders. The server build has every item; in the browser, the
 * first page's item is fetched before hydration (vite-react-ssg resolves the matched lazy routes
 * first), so the hydrated page matches its HTML.
 */
async function contentReady(keyFor: (pathname: string) => string | undefined) {
  if (import.meta.env.SSR) provideContent((await import('virtual:content-all')).content)
  else {
    const key = keyFor(window.location.pathname)
    if (key) await fetchContent(key).catch(() => null)
  }
}

const postRoute: RouteRecord = {
  path: POST_ROUTE,
  ...(import.meta.env.SSR ? { getStaticPaths: async () => (await import('virtual:post-slugs')).slugs.map(postPath) } : {}),
  lazy: async () => {
    const [, { BlogPostRoute }] = await Promise.all([
      contentReady((pathname) => {
        const slug = matchPath(POST_ROUTE, pathname)?.params.slug
        return slug ? postKey(slug) : undefined
      }),
      import('./pages/BlogPost.tsx'),
    ])
    return { Component: BlogPostRoute }
  },
}

/** The blog's listing pages (src/site/blog-listing.ts): one screen, its posts fetched per page. */
const listingLazy: Lazy = async () => {
  const [, { Component }] = await Promise.all([
    contentReady((pathname) => (isListingPath(pathname) ? listingKey(pathname) : undefined)),
    import('./pages/Blog.tsx'),
  ])
  return { Component }
}
const listingRoutes: RouteRecord[] = [`${BLOG_PATH}/page/:page`, `${BLOG_PATH}/category/:category`, `${BLOG_PATH}/category/:category/page/:page`].map((path) => ({
  path,
  ...(import.meta.env.SSR
    ? { getStaticPaths: async () => (await import('virtual:listing-paths')).listingPaths.filter((p) => matchPath(path, p) !== null) }
    : {}),
  lazy: listingLazy,
}))

const buildRoutes: RouteRecord[] = buildIndex.map(({ id, path }) => ({
  path,
  lazy: async () => {
    const { BuildPage } = await import('./pages/Build.tsx')
    return { Component: () => <BuildPage id={id} /> }
  },
}))

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <LazyRouteError />,
    children: [
      ...pagePaths.map((page) => (page.path === '/' ? { index: true, lazy: screens[page.id] } : { path: page.path, lazy: screens[page.id] })),
      postRoute,
      ...listingRoutes,
      ...buildRoutes,
      // Not pre-rendered (vite-react-ssg skips `*`): the client uses it when a host serves 404.html for an unknown path.
      { path: '*', lazy: screens['not-found'] },
    ],
  },
]
