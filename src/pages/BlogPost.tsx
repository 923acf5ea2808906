import { data, images } from 'virtual:content'
import type { PostSummary } from '../content/post.ts'
import { Seo } from '../seo/Seo.tsx'
import { blogPostingJsonLd } from '../seo/jsonld.ts'
import { postPath, postTitle } from '../site/page-table.ts'
import { absoluteUrl } from '../site/urls.ts'
import { ogImageUrl } from '../content/image-urls.ts'
import { Image } from '../components/Image.tsx'

/** One post: rendered by a route per post, with its body HTML from its own chunk. */
export function BlogPost({ post, html }: { post: PostSummary; html: string }) {
  const { site } = data
  const path = postPath(post.slug)
  const hero = images[`posts/${post.image}`]!
  const ogImage = `${site.url}${ogImageUrl(hero)}`
  return (
    <article className="container section post">
      <Seo
        title={postTitle(post, site.name)}
        description={post.metaDescription}
        path={path}
        type="article"
        image={ogImage}
        imageAlt={post.imageAlt}
        jsonLd={[blogPostingJsonLd(site, post, absoluteUrl(site.url, path), ogImage)]}
      />
      <header>
        <p className="eyebrow">{post.category}</p>
        <h1>{post.title}</h1>
        <p className="meta">
          By {post.author} · <time dateTime={post.date}>{post.date}</time> · {post.readTime} read
        </p>
      </header>
      <Image src={`posts/${post.image}`} alt={post.imageAlt} priority />
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
