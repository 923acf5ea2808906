/** Post cards and helpers shared by the blog index and the post page. */
import type { PostSummary } from '../../content/post.ts'
import { postPath } from '../../site/page-table.ts'
import { Image } from '../../components/Image.tsx'
import { Icon } from '../../components/Icon.tsx'
import blocksMessages from '../../i18n/ns/blocks.ts'
import { fmt, useLocale, useMessages } from '../../i18n/format.tsx'
import { useFormatDate } from './blocks.tsx'
import categoriesByLocale from 'virtual:data-by-locale/categories'
import { localizedPath } from '../../site/locales.ts'
import { useBaseStyles } from '../../lib/styles.tsx'
import cardsCss from './cards.css?inline'

/** A category's name in the page's language (posts name their category by its English name). */
export function useCategoryName(): (english: string) => string {
  const locale = useLocale()
  return (english) => categoriesByLocale[locale][categoriesByLocale.en.findIndex((c) => c.name === english)]?.name ?? english
}

/** A post's path in the page's language (a translated post lives under its language's prefix). */
export function usePostPath(): (slug: string) => string {
  const locale = useLocale()
  return (slug) => localizedPath(postPath(slug), locale)
}

export function PostMeta({ post, author, inline }: { post: PostSummary; author?: boolean; inline?: boolean }) {
  const Tag = inline ? 'span' : 'p'
  const locale = useLocale()
  const m = useMessages(blocksMessages).post
  const formatDate = useFormatDate()
  return (
    <Tag className="post-meta">
      {author ? <span>{fmt(locale, m.by, { author: post.author })}</span> : null}
      <span>
        <Icon name="clock" size={15} />
        {fmt(locale, m.readTime, { minutes: Number.parseInt(post.readTime, 10) })}
      </span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
    </Tag>
  )
}

export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  useBaseStyles(cardsCss)
  const Heading = `h${headingLevel}` as const
  const categoryName = useCategoryName()
  const pathOf = usePostPath()
  return (
    <article className="card card-link post-card">
      <Image src={`posts/${post.image}`} info={post.imageInfo} alt={post.imageAlt} sizes="(min-width: 1024px) 380px, (min-width: 560px) 50vw, 100vw" />
      <div className="post-card-body">
        <p className="category">{categoryName(post.category)}</p>
        <Heading>
          <a className="stretched" href={pathOf(post.slug)}>
            {post.title}
          </a>
        </Heading>
        <p>{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  )
}
