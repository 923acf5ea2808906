import { Link } from 'react-router-dom'
import { data } from 'virtual:content'
import { Seo } from '../seo/Seo.tsx'

/** The not-found page: noindex, no canonical, a 404 status marker for prerender-aware hosts. */
export function Component() {
  const page = data.pages.find((p) => p.id === 'not-found')!
  return (
    <section className="container section not-found">
      <Seo title={page.title} description={page.description} noindex statusCode={404} />
      <p className="eyebrow">Error 404</p>
      <h1>Page Not Found</h1>
      <p>The page you were looking for has moved or never existed.</p>
      <p>
        <Link className="btn btn-primary" to="/">
          Return to Home
        </Link>
      </p>
    </section>
  )
}
