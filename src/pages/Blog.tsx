import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import categoriesJson from 'virtual:data/categories'
import siteJson from 'virtual:data/site'
import { posts } from 'virtual:posts'
import page from 'virtual:page/blog'
import { PageSeo } from '../seo/PageSeo.tsx'
import { postPath } from '../site/page-table.ts'
import { mailtoUrl } from '../lib/contact-links.ts'
import { Image } from '../components/Image.tsx'
import { Icon } from '../components/Icon.tsx'
import { PageHero, quotePath } from './shared/blocks.tsx'
import { PostCard, PostMeta } from './shared/posts.tsx'
import { takeMovedPost } from '../features/legacy/moved-post.ts'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { categories: categoriesJson, site: siteJson }

export function Component() {
  const { site, categories } = data
  const featured = posts.find((p) => p.featured) ?? posts[0]
  const rest = posts.filter((p) => p !== featured)
  const counts = categories.map((c) => ({ name: c.name, count: posts.filter((p) => p.category === c.name).length })).filter((c) => c.count > 0)
  const subscribe = mailtoUrl({
    to: site.email,
    subject: `Subscribe me to the ${site.name} blog`,
    body: [`Hello ${site.name} team,`, '', 'Please send me new guides and build recommendations by e-mail.', '', 'Name:', '', 'Thank you!'].join('\n'),
  })
  // Sent here by an old link to a post that no longer exists: say so (after hydration, so the
  // pre-rendered page is the same for every other visitor).
  const [movedPost, setMovedPost] = useState<string | null>(null)
  useEffect(() => setMovedPost(takeMovedPost()), [])

  return (
    <>
      <PageSeo page={page} />
      <PageHero
        eyebrow="The Falcon PC blog"
        title="Gaming PC guides, builds and reviews"
        lead="Buying guides, build recommendations, cooling advice and hardware match-ups, written by our builders for gamers in Dubai and the UAE, with real prices in AED."
      />

      <div className="container">
        {movedPost !== null ? (
          <p className="moved-notice" role="status">
            <Icon name="return" size={18} />
            The article you were looking for has moved or no longer exists. Here are our latest guides.
          </p>
        ) : null}
        <ul className="category-chips">
          {counts.map((c) => (
            <li key={c.name}>
              {c.name}
              <span className="count">{c.count}</span>
            </li>
          ))}
        </ul>
      </div>

      {featured ? (
        <section className="container section-tight" aria-labelledby="featured-title">
          <h2 id="featured-title" className="visually-hidden">
            Featured article
          </h2>
          <article className="card card-link featured-post">
            <Image src={`posts/${featured.image}`} alt={featured.imageAlt} sizes="(min-width: 768px) 640px, 100vw" priority />
            <div className="featured-body">
              <p className="eyebrow">
                <Icon name="star" size={16} />
                Featured · {featured.category}
              </p>
              <h3 className="featured-title">
                <Link className="stretched" to={postPath(featured.slug)}>
                  {featured.title}
                </Link>
              </h3>
              <p>{featured.excerpt}</p>
              <PostMeta post={featured} author />
            </div>
          </article>
        </section>
      ) : null}

      <section className="container section-tight" aria-labelledby="latest-title">
        <h2 id="latest-title">Latest articles</h2>
        <ul className="grid grid-3">
          {rest.map((p) => (
            <li key={p.slug}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      </section>

      <section className="container section-tight" aria-labelledby="subscribe-title">
        <div className="cta-band subscribe">
          <div>
            <p className="eyebrow">Newsletter</p>
            <h2 id="subscribe-title">New guides in your inbox</h2>
            <p className="lead">
              Send us a one-line e-mail and we add you to the list for new buying guides and build recommendations. No spam; reply “stop” at any time.
            </p>
          </div>
          <div className="actions">
            <a className="btn btn-primary" href={subscribe}>
              <Icon name="mail" size={18} />
              Subscribe by e-mail
            </a>
            <Link className="btn" to={quotePath()} data-cta="get-quote" data-cta-source="blog">
              Get Custom Quote
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
