/**
 * The router's routes, made from the page table: one lazy route per page
 * (each screen is its own chunk), one per post (each body is its own chunk)
 * and one per sample build (one shared screen).
 */
import type { RouteRecord } from 'vite-react-ssg'
import { pagePaths } from 'virtual:page-paths'
import { postIndex, loadPost } from 'virtual:post-index'
import { buildIndex } from 'virtual:build-index'
import { Layout } from './app/Layout.tsx'
import { RouteError } from './app/RouteError.tsx'
import type { PageId } from './site/page-table.ts'
import { postPath } from './site/page-table.ts'

type Lazy = NonNullable<RouteRecord['lazy']>

const screens: Record<PageId, Lazy> = {
  home: () => import('./pages/Home.tsx'),
  about: () => import('./pages/About.tsx'),
  shop: () => import('./pages/Shop.tsx'),
  'price-match': () => import('./pages/PriceMatch.tsx'),
  builds: () => import('./pages/Builds.tsx'),
  blog: () => import('./pages/Blog.tsx'),
  contact: () => import('./pages/Contact.tsx'),
  faq: () => import('./pages/Faq.tsx'),
  'service-areas': () => import('./pages/ServiceAreas.tsx'),
  returns: () => import('./pages/Returns.tsx'),
  brand: () => import('./pages/Brand.tsx'),
  'seo-audit': () => import('./pages/SeoAudit.tsx'),
  'not-found': () => import('./pages/NotFound.tsx'),
}

const postRoutes: RouteRecord[] = postIndex.map(({ slug }) => ({
  path: postPath(slug),
  lazy: async () => {
    const [{ BlogPost }, { post, html, related }] = await Promise.all([import('./pages/BlogPost.tsx'), loadPost[slug]!()])
    return { Component: () => <BlogPost post={post} html={html} related={related} /> }
  },
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
    errorElement: <RouteError />,
    children: [
      ...pagePaths.map((page) => (page.path === '/' ? { index: true, lazy: screens[page.id] } : { path: page.path, lazy: screens[page.id] })),
      ...postRoutes,
      ...buildRoutes,
      // Not pre-rendered (vite-react-ssg skips `*`): the client uses it when a host serves 404.html for an unknown path.
      { path: '*', lazy: screens['not-found'] },
    ],
  },
]
