import { data, buildInfo, images } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'
import { productJsonLd } from '../seo/jsonld.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'

export function Component() {
  const { site, builds, testimonials } = data
  const url = absoluteUrl(site.url, '/gaming-pc-builds-dubai')
  const jsonLd = builds.products.map((p) =>
    productJsonLd(site, { ...p, url: `${url}#${p.id}`, image: [`${site.url}${ogImageUrl(images[p.image]!)}`] }, buildInfo.priceValidUntil, testimonials),
  )
  return (
    <SimplePage id="builds" heading="Sample gaming PC builds in Dubai" intro={`Every build starts from ${site.pricing.fromAed.toLocaleString('en-US')} AED and can be tuned to your games.`} jsonLd={jsonLd}>
      <ul className="card-grid">
        {builds.products.map((p) => (
          <li key={p.id} id={p.id} className="card">
            <h2>{p.name}</h2>
            <p className="price">{p.priceAed.toLocaleString('en-US')} AED</p>
            <p>{p.description}</p>
          </li>
        ))}
      </ul>
    </SimplePage>
  )
}
