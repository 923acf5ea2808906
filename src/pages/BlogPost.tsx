import { useParams } from 'react-router-dom'
import siteJson from 'virtual:data/site'
import { pagePaths } from 'virtual:page-paths'
import type { PostSummary } from '../content/post.ts'
import { Seo } from '../seo/Seo.tsx'
import { blogPostingJsonLd } from '../seo/jsonld.ts'
import { postPath, postTitle } from '../site/page-table.ts'
import { localizedPath } from '../site/locales.ts'
import { initials } from '../lib/initials.ts'
import { HTML_ATTRS } from '../i18n/messages.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'
import { ToastRegion } from '../components/Toast.tsx'
import { Behaviour } from '../islands/Island.tsx'
import { ShareButton, shareBehaviour, shareCopy } from '../features/share/props.ts'
import { ChatLink } from '../components/ChatLink.tsx'
import { useQuotePath } from './shared/blocks.tsx'
import { PostCard, PostMeta, useCategoryName } from './shared/posts.tsx'
import blogCss from './blog.css?inline'
import { useBaseStyles, useStyles } from '../lib/styles.tsx'
import { useContent } from '../content/store.ts'
import { postKey, type PostPageData } from '../content/post.ts'
import { MissingPage } from './shared/MissingPage.tsx'
import postMessages from '../i18n/ns/post.ts'
import { fmt, useLocale, useMessages } from '../i18n/format.tsx'
import blocksCss from './shared/blocks.css?inline'
import cardsCss from './shared/cards.css?inline'

/** The `/blog/:slug` route: the post with that slug (fetched once per post), or the not-found page when there is none. */
export function BlogPostRoute() {
  const { slug = '' } = useParams()
  const data = useContent<PostPageData>(postKey(slug, useLocale()))
  const m = useMessages(postMessages)
  if (data === undefined) return <p className="container loading" aria-live="polite">{m.loading}</p>
  if (data === null) return <MissingPage />
  return <BlogPost key={slug} {...data} />
}

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { site: siteJson }

/** Authors are the builders; the about page introduces the team (the author's `url` in JSON-LD). */
const aboutPath = pagePaths.find((p) => p.id === 'about')!.path

/** One post: rendered by a route per post, with its body HTML and related posts from its own chunk. */
export function BlogPost({ post, html, related }: { post: PostSummary; html: string; related: PostSummary[] }) {
  useBaseStyles(blocksCss, cardsCss)
  useStyles(blogCss)
  const { site } = data
  const locale = useLocale()
  const m = useMessages(postMessages)
  const path = localizedPath(postPath(post.slug), locale)
  const categoryName = useCategoryName()
  const url = absoluteUrl(site.url, path)
  const hero = post.imageInfo
  const ogImage = `${site.url}${ogImageUrl(hero)}`
  const share = shareCopy(locale)

  return (
    <>
      <Seo
        title={postTitle(post, site.name)}
        description={post.metaDescription}
        path={path}
        type="article"
        image={ogImage}
        imageAlt={post.imageAlt}
        jsonLd={import.meta.env.SSR ? [blogPostingJsonLd(site, post, url, ogImage, absoluteUrl(site.url, aboutPath), {
                  code: HTML_ATTRS[locale].lang,
                  section: categoryName(post.category),
                  translationOf: post.original ? absoluteUrl(site.url, postPath(post.original)) : undefined,
                })] : undefined}
      />
      <article className="post" aria-labelledby="post-title">
        <header className="container-narrow post-header">
          <p className="category">{categoryName(post.category)}</p>
          <h1 id="post-title">{post.title}</h1>
          <p className="lead">{post.excerpt}</p>
          <div className="post-toolbar">
            <div className="author">
              <span className="avatar" aria-hidden="true">
                {initials(post.author)}
              </span>
              <span>
                {post.author}
                <PostMeta post={post} inline />
              </span>
            </div>
            {/* Its code loads on the first click (src/features/share/share.behaviour.ts): no script on a post's first view. */}
            <Behaviour of={shareBehaviour} when="interaction" props={share.toasts}>
              <ShareButton label={share.button} title={post.title} text={post.excerpt} url={url} />
            </Behaviour>
          </div>
        </header>
        <figure className="post-hero">
          <Image src={`posts/${post.image}`} info={post.imageInfo} alt={post.imageAlt} sizes="(min-width: 1040px) 1040px, 100vw" priority />
        </figure>
        <div className="container-narrow">
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          {post.tags.length > 0 ? (
            <ul className="tags post-tags">
              {post.tags.map((t) => (
                <li key={t}>#{t}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>

      <section className="container-narrow section-tight" aria-labelledby="post-cta-title">
        <div className="cta-band">
          <p className="eyebrow">{m.cta.eyebrow}</p>
          <h2 id="post-cta-title">{m.cta.title}</h2>
          <p className="lead">{m.cta.lead}</p>
          <div className="actions">
            <a className="btn btn-primary" href={useQuotePath()} data-cta="get-quote" data-cta-source="blog-post">
              {m.cta.quote}
            </a>
            <ChatLink text="quote" className="btn btn-chat" label={m.cta.chat} />
          </div>
        </div>
      </section>

      {related.length > 0 ? (
        <section className="container section-tight" aria-labelledby="related-title">
          <h2 id="related-title">{fmt(locale, m.related, { category: categoryName(post.category) })}</h2>
          <ul className="grid grid-3">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ToastRegion label={share.region} />
    </>
  )
}
