/**
 * The build benchmark's yardstick: an Astro 5 build of the same posts, a zero-JS blog (a layout, a post page, a
 * paginated index, a content collection). Astro is no dependency of the site: it is installed once with
 * `npm install astro@5` into a folder outside the repository (`$XDG_CACHE_HOME/falcon-bench/astro5`, else
 * `~/.cache/…`), and each scratch project links its packages from there, like this site's copies do.
 * The posts are this site's Markdown bodies as they are; the front matter is mapped to the collection's schema.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import matter from 'gray-matter'
import { CLASSLESS_CSS } from './copies.ts'
import { linkNodeModules } from './build-sites.ts'

const CACHE = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'falcon-bench/astro5')

/** Installs Astro 5 into the cache folder unless it is there already; returns its version. */
export function ensureAstro(): string {
  const pkg = path.join(CACHE, 'node_modules/astro/package.json')
  if (!fs.existsSync(pkg)) {
    console.log(`Installing astro@5 into ${CACHE} (once; later runs reuse it)…`)
    fs.mkdirSync(CACHE, { recursive: true })
    fs.writeFileSync(path.join(CACHE, 'package.json'), JSON.stringify({ name: 'falcon-bench-astro', private: true, type: 'module' }, null, 2))
    execFileSync('npm', ['install', 'astro@5', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: CACHE, stdio: 'inherit' })
  }
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version
}

const CONFIG = `import { defineConfig } from 'astro/config'
export default defineConfig({ site: 'https://bench.example' })
`

const CONTENT_CONFIG = `import { defineCollection, z } from 'astro:content'
import { glob } from 'astro/loaders'
const posts = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/posts' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    pubDate: z.coerce.date(),
    updatedDate: z.coerce.date().optional(),
    heroImage: z.string().optional(),
    heroAlt: z.string().optional(),
    category: z.string(),
    tags: z.array(z.string()),
  }),
})
export const collections = { posts }
`

const LAYOUT = `---
const { title, description } = Astro.props
---
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
    <meta name="description" content={description} />
    <link rel="canonical" href={new URL(Astro.url.pathname, Astro.site)} />
    <style is:global>${CLASSLESS_CSS}</style>
  </head>
  <body>
    <header><nav><a href="/">Blog</a></nav></header>
    <main><slot /></main>
    <footer><p>A zero-JS blog built by the benchmark.</p></footer>
  </body>
</html>
`

const POST_PAGE = `---
import { getCollection, render } from 'astro:content'
import Base from '../../layouts/Base.astro'
export async function getStaticPaths() {
  const posts = await getCollection('posts')
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }))
}
const { post } = Astro.props
const { Content } = await render(post)
---
<Base title={post.data.title} description={post.data.description}>
  <article>
    <h1>{post.data.title}</h1>
    <p><time datetime={post.data.pubDate.toISOString()}>{post.data.pubDate.toDateString()}</time> · {post.data.category}</p>
    {post.data.heroImage && <img src={post.data.heroImage} alt={post.data.heroAlt} width="1200" height="630" />}
    <Content />
  </article>
</Base>
`

const INDEX_PAGE = `---
import { getCollection } from 'astro:content'
import Base from '../layouts/Base.astro'
export async function getStaticPaths({ paginate }) {
  const posts = (await getCollection('posts')).sort((a, b) => b.data.pubDate.valueOf() - a.data.pubDate.valueOf())
  return paginate(posts, { pageSize: 12 })
}
const { page } = Astro.props
---
<Base title="Blog" description="Every post, newest first.">
  <h1>Blog</h1>
  <ul>
    {page.data.map((post) => (
      <li><a href={\`/blog/\${post.id}\`}>{post.data.title}</a> <time datetime={post.data.pubDate.toISOString()}>{post.data.pubDate.toDateString()}</time><p>{post.data.description}</p></li>
    ))}
  </ul>
  <nav>{page.url.prev && <a href={page.url.prev}>Newer</a>} {page.url.next && <a href={page.url.next}>Older</a>}</nav>
</Base>
`

/** Where the project keeps its posts and its layout (the shared component the benchmark changes). */
export const ASTRO_POSTS = 'src/posts'
export const ASTRO_LAYOUT = 'src/layouts/Base.astro'
/** The built page of a post. */
export const astroPostPage = (project: string, slug: string) => path.join(project, 'dist/blog', slug, 'index.html')

/** This site's front matter as the collection's schema wants it (the body is left as it is). */
export function astroPost(markdown: string): string {
  const { data, content } = matter(markdown, {}) // options: gray-matter caches nothing then
  const fields: Record<string, unknown> = {
    title: data.title,
    description: data.excerpt,
    pubDate: data.date,
    updatedDate: data.updated,
    heroImage: data.image ? `/${data.image}` : undefined,
    heroAlt: data.imageAlt,
    category: data.category,
    tags: data.tags ?? [],
  }
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
  return `---\n${yaml.join('\n')}\n---\n${content}`
}

/** A scratch Astro project with the posts of `site/posts` (its own top-level posts; translations stay out) and their images. */
export function prepareAstro(site: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-astro-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('package.json', JSON.stringify({ name: 'bench-astro-blog', private: true, type: 'module' }, null, 2))
  write('astro.config.mjs', CONFIG)
  write('src/content.config.ts', CONTENT_CONFIG)
  write(ASTRO_LAYOUT, LAYOUT)
  write('src/pages/blog/[slug].astro', POST_PAGE)
  write('src/pages/[...page].astro', INDEX_PAGE)
  fs.mkdirSync(path.join(dir, ASTRO_POSTS), { recursive: true })
  for (const f of fs.readdirSync(path.join(site, 'posts'))) {
    if (f.endsWith('.md')) fs.writeFileSync(path.join(dir, ASTRO_POSTS, f), astroPost(fs.readFileSync(path.join(site, 'posts', f), 'utf8')))
  }
  fs.cpSync(path.join(site, 'posts/images'), path.join(dir, 'public/images'), { recursive: true })
  linkNodeModules(CACHE, dir)
  return dir
}
