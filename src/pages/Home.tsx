import { Link } from 'react-router-dom'
import { data } from 'virtual:content'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Image } from '../components/Image.tsx'

export function Component() {
  const { site, builds, testimonials, navigation } = data
  const quotePath = site.features.quoteLinksToForm ? navigation.quote.mobilePath : navigation.quote.desktopPath
  return (
    <>
      <PageSeo id="home" />
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <p className="badge">Dubai’s custom PC workshop · from {site.pricing.fromAed.toLocaleString('en-US')} AED</p>
            <h1>Custom gaming PCs, hand-built in Dubai</h1>
            <ul className="chips" aria-label="Highlights">
              <li>Custom Built</li>
              <li>360° Warranty</li>
              <li>Free Delivery</li>
            </ul>
            <div className="actions">
              <Link className="btn btn-primary" to="/gaming-pc-shop-dubai">
                Shop Online Now
              </Link>
              <Link className="btn" to={quotePath}>
                Get Quote
              </Link>
              <Link className="btn btn-ghost" to="/price-match-dubai">
                Price Match
              </Link>
            </div>
          </div>
          <Image src="src/assets/images/hero-workshop.svg" alt="A custom gaming PC on the bench in our Al Nahda workshop" priority />
        </div>
      </section>
      <section className="container section">
        <h2>Sample builds</h2>
        <ul className="card-grid">
          {builds.tiers.map((t) => (
            <li key={t.id} className="card">
              <h3>{t.name}</h3>
              <p className="price">{t.price}</p>
              <p>{t.performance}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/gaming-pc-builds-dubai">See every sample build</Link>
        </p>
      </section>
      <section className="container section">
        <h2>What customers say</h2>
        <ul className="card-grid">
          {testimonials.map((t) => (
            <li key={t.name} className="card">
              <blockquote>{t.text}</blockquote>
              <p>
                {t.name}, {t.location}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
