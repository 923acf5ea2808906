import pagesJson from 'virtual:data/pages'
import { Seo } from '../seo/Seo.tsx'
import { Icon } from '../components/Icon.tsx'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { pages: pagesJson }

const SUGGESTIONS = [
  { to: '/gaming-pc-shop-dubai', label: 'Shop online', text: 'Gaming PCs and parts, delivered free' },
  { to: '/gaming-pc-builds-dubai', label: 'Sample builds', text: 'Specs and prices in AED' },
  { to: '/blog', label: 'Blog', text: 'Guides, builds and reviews' },
  { to: '/contact-dubai', label: 'Contact', text: 'Get a free custom quote' },
]

/**
 * The not-found page: noindex, no canonical, a 404 status marker for
 * prerender-aware hosts. On hosts without real redirects it also sends old
 * addresses on (an old blog slug to its new post, an unknown post to the blog).
 */
export function Component() {
  const page = data.pages.find((p) => p.id === 'not-found')!

  return (
    <section className="container not-found">
      <Seo title={page.title} description={page.description} noindex statusCode={404} />
      <p className="code" aria-hidden="true">
        404
      </p>
      <p className="eyebrow">Error 404</p>
      <h1>Page Not Found</h1>
      <p className="lead">
        The page you were looking for has moved or never existed. These are good places to pick up from:
      </p>
      <ul className="grid grid-4 not-found-links">
        {SUGGESTIONS.map((s) => (
          <li key={s.to} className="card card-link">
            <h2 className="h3">
              <a className="stretched" href={s.to}>
                {s.label}
              </a>
            </h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
      <p className="actions">
        <a className="btn btn-primary" href="/">
          <Icon name="arrow" size={18} />
          Return to Home
        </a>
      </p>
    </section>
  )
}
