import { useLocation } from 'react-router-dom'
import siteJson from 'virtual:data/site'
import page from 'virtual:page/blog'
import { PageSeo } from '../seo/PageSeo.tsx'
import { Seo } from '../seo/Seo.tsx'
import { breadcrumbJsonLd } from '../seo/jsonld.ts'
import { localizedPath } from '../site/locales.ts'
import { absoluteUrl } from '../site/urls.ts'
import { BLOG_PATH, categoryPath, listingKey, listingPath, type ListingPageData } from '../site/blog-listing.ts'
import { useContent } from '../content/store.ts'
import { MissingPage } from './shared/MissingPage.tsx'
import { mailtoUrl } from '../lib/mail-links.ts'
import { Image } from '../components/Image.tsx'
import { Icon } from '../components/Icon.tsx'
import { PageHero, useQuotePath } from './shared/blocks.tsx'
import { PostCard, PostMeta, useCategoryName, usePostPath } from './shared/posts.tsx'
import blogCss from './blog.css?inline'
import { useBaseStyles, useStyles } from '../lib/styles.tsx'
import { MOVED_POST_ANCHOR } from '../features/legacy/moved-post.ts'
import blogMessages from '../i18n/ns/blog.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/**
 * A blog listing page: `/blog` (with the featured post), `/blog/page/N`, and a
 * category's `/blog/category/{slug}` pages, at most PAGE_SIZE posts each
 * (src/site/blog-listing.ts); the page's posts are fetched per page.
 */
export function Component() {
  const { pathname } = useLocation()
  const listing = useContent<ListingPageData>(listingKey(pathname))
  const m = useMessages(blogMessages)
  if (listing === undefined) return <p className="container loading" aria-live="polite">{m.loading}</p>
  if (listing === null) return <MissingPage />
  return <Listing listing={listing} />
}

function Listing({ listing }: { listing: ListingPageData }) {
  useBaseStyles(blocksCss, cardsCss)
  useStyles(blogCss)
  const { site } = data
  const locale = useLocale()
  const m = useMessages(blogMessages)
  const { featured, posts: rest, categories: counts, category } = listing
  // A listing in another language lives under its prefix (`/ar/blog`); its links are built at its paths.
  const blogPath = localizedPath(BLOG_PATH, locale)
  const base = category ? categoryPath(category.slug) : blogPath
  const pathOf = usePostPath()
  const categoryName = useCategoryName()
  const url = absoluteUrl(site.url, listing.path)
  const trail = [
    { label: m.trail.home, path: '/' },
    { label: m.trail.blog, path: BLOG_PATH },
    ...(category ? [{ label: category.name, path: categoryPath(category.slug) }] : []),
  ]
  const jsonLd =
    import.meta.env.SSR && listing.path !== blogPath
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: listing.title,
            description: listing.description,
            url,
            ...(category ? { keywords: category.keywords.join(', ') } : {}),
            mainEntity: { '@type': 'ItemList', itemListElement: rest.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(site.url, pathOf(p.slug)) })) },
          },
          ...(category ? [breadcrumbJsonLd(site.url, trail)!] : []),
        ]
      : undefined
  const paged = (title: string) => (listing.page > 1 ? fmt(locale, m.hero.paged, { title, page: listing.page, pages: listing.pages }) : title)
  const subscribe = mailtoUrl({
    to: site.email,
    subject: fmt(locale, m.subscribe.subject, { site: site.name }),
    body: fmt(locale, m.subscribe.body, { site: site.name }),
  })

  return (
    <>
      {listing.path === blogPath ? <PageSeo page={page} /> : <Seo title={listing.title} description={listing.description} path={listing.path} jsonLd={jsonLd} />}
      {category ? (
        <PageHero eyebrow={m.hero.eyebrow} title={paged(category.name)} lead={category.description} />
      ) : (
        <PageHero eyebrow={m.hero.eyebrow} title={paged(m.hero.title)} lead={m.hero.lead} />
      )}

      {listing.path === BLOG_PATH ? (
        // Shown only when an old link to a post that no longer exists lands here (`/blog#post-moved`, CSS :target): no script.
        <div className="container moved-notice-box" id={MOVED_POST_ANCHOR}>
          <p className="moved-notice" role="status">
            <Icon name="return" size={18} />
            {m.moved}
          </p>
        </div>
      ) : null}
      {counts.length > 0 ? (
        <nav className="container" aria-label={m.categories}>
          <ul className="category-chips">
            {counts.map((c) => (
              <li key={c.slug}>
                <a href={categoryPath(c.slug)} aria-current={category?.slug === c.slug ? 'page' : undefined}>
                  {c.name}
                  <span className="count">{c.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {featured ? (
        <section className="container section-tight" aria-labelledby="featured-title">
          <h2 id="featured-title" className="visually-hidden">
            {m.featured.title}
          </h2>
          <article className="card card-link featured-post">
            <Image src={`posts/${featured.image}`} info={featured.imageInfo} alt={featured.imageAlt} sizes="(min-width: 768px) 640px, 100vw" priority />
            <div className="featured-body">
              <p className="eyebrow">
                <Icon name="star" size={16} />
                {fmt(locale, m.featured.eyebrow, { category: categoryName(featured.category) })}
              </p>
              <h3 className="featured-title">
                <a className="stretched" href={pathOf(featured.slug)}>
                  {featured.title}
                </a>
              </h3>
              <p>{featured.excerpt}</p>
              <PostMeta post={featured} author />
            </div>
          </article>
        </section>
      ) : null}

      <section className="container section-tight below-fold" aria-labelledby="latest-title">
        <h2 id="latest-title">{category ? fmt(locale, m.inCategory, { category: category.name }) : m.latest}</h2>
        <ul className="grid grid-3">
          {rest.map((p) => (
            <li key={p.slug}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
        {listing.pages > 1 ? (
          <nav className="pagination" aria-label={m.pagination.label}>
            {listing.page > 1 ? (
              <a rel="prev" href={listingPath(base, listing.page - 1)}>
                {m.pagination.newer}
              </a>
            ) : null}
            <span>{fmt(locale, m.pagination.page, { page: listing.page, pages: listing.pages })}</span>
            {listing.page < listing.pages ? (
              <a rel="next" href={listingPath(base, listing.page + 1)}>
                {m.pagination.older}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>

      <section className="container section-tight below-fold" aria-labelledby="subscribe-title">
        <div className="cta-band subscribe">
          <div>
            <p className="eyebrow">{m.subscribe.eyebrow}</p>
            <h2 id="subscribe-title">{m.subscribe.title}</h2>
            <p className="lead">{m.subscribe.lead}</p>
          </div>
          <div className="actions">
            <a className="btn btn-primary" href={subscribe}>
              <Icon name="mail" size={18} />
              {m.subscribe.button}
            </a>
            <a className="btn" href={useQuotePath()} data-cta="get-quote" data-cta-source="blog">
              {m.subscribe.quote}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
