/**
 * Generates a realistic pre-rendered site (like the real build: flat clean
 * URLs, redirect stubs, 404.html, sitemap.xml, JSON-LD, ~30 links a page)
 * with planted defects, for the audit benchmark and large-site tests.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface PlantedDefect {
  kind: 'broken-link' | 'missing-fragment' | 'mixed-content' | 'missing-alt' | 'external-broken'
  page: string
  url: string
}

export interface GeneratedSite {
  dir: string
  pages: number
  files: number
  bytes: number
  defects: PlantedDefect[]
  siteUrl: string
}

export interface GenerateOptions {
  dir: string
  pages?: number
  siteUrl?: string
  /** Origin of a local HTTP server for planted external links (`http://127.0.0.1:1234`); none when absent. */
  externalOrigin?: string
  seed?: number
  /**
   * Links to other posts added to each post in a "More posts" list (default 0: the benchmark's site,
   * unchanged). About 48 link and resource references a post without; 35 more make ~83 a page and ~19 KB a page,
   * the shape of the 30,000-page, 600 MB, 2.5 M-link large-site target (`dev/gen-site.ts`).
   */
  extraLinks?: number
}

const STATIC_PAGES = [
  ['/gaming-pc-shop-dubai', 'Shop Online'],
  ['/price-match-dubai', 'Price Match'],
  ['/service-areas-uae', 'Service Areas'],
  ['/contact-dubai', 'Contact'],
  ['/gaming-pc-builder-dubai', 'About'],
  ['/gaming-pc-faq', 'FAQ'],
  ['/return-policy-dubai', 'Return Policy'],
  ['/gaming-pc-builds-dubai', 'Sample Builds'],
] as const

const REDIRECTS = [
  ['/about', '/gaming-pc-builder-dubai'],
  ['/shop', '/gaming-pc-shop-dubai'],
  ['/contact', '/contact-dubai'],
  ['/faq', '/gaming-pc-faq'],
  ['/sample-builds', '/gaming-pc-builds-dubai'],
] as const

const WORDS =
  'gaming pc build dubai custom rtx ryzen intel cooling airflow case fans thermal paste warranty delivery emirates budget performance frames benchmark motherboard chipset memory storage nvme power supply modular cables overclock silent rgb monitor refresh latency esports streaming workstation render'.split(
    ' ',
  )

function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const ICON =
  '<svg class="h-5 w-5 text-cyan-400" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"></path></svg>'

interface PageSpec {
  path: string
  file: string
  title: string
  h1: string
  description: string
  body: string
  jsonLd: object[]
  extraHead?: string
}

export async function generateSite(options: GenerateOptions): Promise<GeneratedSite> {
  const total = options.pages ?? 1000
  const siteUrl = options.siteUrl ?? 'https://www.falconpc.ae'
  const random = rng(options.seed ?? 42)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const sentence = (n: number) => {
    const w = Array.from({ length: n }, () => pick(WORDS))
    w[0] = w[0]!.charAt(0).toUpperCase() + w[0]!.slice(1)
    return `${w.join(' ')}.`
  }
  const postCount = total - STATIC_PAGES.length - 2 // home and blog index
  const posts = Array.from({ length: postCount }, (_, i) => `/blog/post-${i + 1}`)
  const defects: PlantedDefect[] = []
  const plantEvery = (n: number) => Math.max(1, Math.floor(postCount / n))

  const assets = ['assets/index-3f9a1c.js', 'assets/vendor-b81d22.js', 'assets/index-77c0e1.css']
  const images = Array.from({ length: 24 }, (_, i) => `images/build-${i + 1}`)

  const head = (p: PageSpec) => {
    const url = p.path === '/' ? `${siteUrl}/` : `${siteUrl}${p.path}`
    const img = `${siteUrl}/${pick(images)}-1280.webp`
    return `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.title)}</title>
<meta name="description" content="${escapeHtml(p.description)}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="website"><meta property="og:title" content="${escapeHtml(p.title)}">
<meta property="og:description" content="${escapeHtml(p.description)}"><meta property="og:url" content="${url}">
<meta property="og:image" content="${img}"><meta property="og:image:width" content="1280"><meta property="og:image:height" content="720">
<meta property="og:image:alt" content="${escapeHtml(p.title)}"><meta name="twitter:card" content="summary_large_image">
<link rel="icon" href="/favicon.ico"><link rel="preload" href="/${assets[2]}" as="style">
<link rel="stylesheet" href="/${assets[2]}"><link rel="modulepreload" href="/${assets[1]}">
<script type="module" crossorigin src="/${assets[0]}"></script>
${p.extraHead ?? ''}
${p.jsonLd.map((j) => `<script type="application/ld+json">${JSON.stringify(j)}</script>`).join('\n')}
</head>`
  }

  const nav = () =>
    `<header class="fixed top-0 z-50 w-full border-b border-cyan-500/20 bg-slate-950/90 backdrop-blur"><nav class="mx-auto flex max-w-7xl items-center justify-between px-4 py-3" aria-label="Main">
<a href="/" class="flex items-center gap-2 font-bold text-white">${ICON}<span>Falcon PC</span></a><ul class="hidden gap-6 md:flex">
<li><a href="/" class="text-sm text-slate-300 hover:text-cyan-400">Home</a></li>
${STATIC_PAGES.slice(0, 5).map(([href, label]) => `<li><a href="${href}" class="text-sm text-slate-300 hover:text-cyan-400">${label}</a></li>`).join('\n')}
<li><a href="/blog" class="text-sm text-slate-300 hover:text-cyan-400">Blog</a></li></ul>
<a href="/gaming-pc-shop-dubai#!/~/cart" aria-label="Cart" class="relative text-slate-300">${ICON}</a>
<a href="/contact-dubai#quote-form" class="rounded-lg bg-cyan-500 px-4 py-2 text-sm font-semibold text-slate-950">Get Quote</a></nav></header>`

  const footer = () =>
    `<footer class="border-t border-slate-800 bg-slate-950 py-12 text-slate-400"><div class="mx-auto grid max-w-7xl gap-8 px-4 md:grid-cols-4">
<div><h2 class="mb-3 font-semibold text-white">Quick Links</h2><ul class="space-y-2 text-sm">
<li><a href="/">Home</a></li><li><a href="/gaming-pc-builder-dubai">About Us</a></li><li><a href="/gaming-pc-shop-dubai">Shop Online</a></li>
<li><a href="/blog">Blog</a></li><li><a href="/contact-dubai#quote-form">Get Quote</a></li><li><a href="/return-policy-dubai">Return Policy</a></li></ul></div>
<div><h2 class="mb-3 font-semibold text-white">Services</h2><ul class="space-y-2 text-sm"><li><a href="/gaming-pc-builds-dubai">Sample Builds</a></li>
<li><a href="/price-match-dubai">Price Match</a></li><li><a href="/service-areas-uae">Service Areas</a></li><li><a href="/gaming-pc-faq">FAQ</a></li></ul></div>
<div><h2 class="mb-3 font-semibold text-white">Contact</h2><p class="text-sm">Al Nahda, Dubai · Sun–Thu 9AM–7PM</p>
<a href="mailto:sales@falconpc.ae" class="text-sm">sales@falconpc.ae</a> <a href="tel:+971500000000" class="text-sm">+971 50 000 0000</a></div>
<div><p class="text-xs">© 2025 Falcon PC. All rights reserved.</p></div></div></footer>`

  const page = (p: PageSpec) =>
    `<!DOCTYPE html><html lang="en">${head(p)}<body class="bg-slate-950 text-slate-100 antialiased"><div id="root">${nav()}
<main class="pt-20"><div class="mx-auto max-w-7xl px-4"><h1 class="mb-6 text-4xl font-bold tracking-tight text-white md:text-5xl">${escapeHtml(p.h1)}</h1>
${p.body}</div></main>${footer()}</div></body></html>`

  const breadcrumbLd = (items: Array<[string, string]>) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, p], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: p === '/' ? `${siteUrl}/` : `${siteUrl}${p}`,
    })),
  })
  const storeLd = {
    '@context': 'https://schema.org',
    '@type': 'ComputerStore',
    name: 'Falcon PC',
    url: `${siteUrl}/`,
    telephone: '+971500000000',
    address: { '@type': 'PostalAddress', streetAddress: 'Al Nahda', addressLocality: 'Dubai', addressCountry: 'AE' },
  }

  const specs: PageSpec[] = []
  const paragraph = () => `<p class="mb-4 leading-relaxed text-slate-300">${Array.from({ length: 6 }, () => sentence(12 + Math.floor(random() * 8))).join(' ')}</p>`
  const picture = (alt: string, extra = '') => {
    const img = pick(images)
    return `<figure class="my-8 overflow-hidden rounded-xl border border-slate-800"><img src="/${img}-1280.webp" srcset="/${img}-640.webp 640w, /${img}-1280.webp 1280w" sizes="(max-width: 768px) 100vw, 768px" alt="${escapeHtml(alt)}" width="1280" height="720" loading="lazy" decoding="async" class="h-auto w-full object-cover"${extra}></figure>`
  }

  posts.forEach((postPath, i) => {
    const n = i + 1
    const title = `${sentence(5).slice(0, -1)} ${n}`
    const sections: string[] = []
    for (let s = 1; s <= 5; s++) {
      const links: string[] = []
      for (let k = 0; k < 2; k++) {
        const target = pick(posts)
        const frag = random() < 0.3 ? `#section-${1 + Math.floor(random() * 4)}` : ''
        links.push(`<a href="${target}${frag}" class="text-cyan-400 underline">${sentence(3).slice(0, -1)}</a>`)
      }
      sections.push(
        `<h2 id="section-${s}" class="mt-10 mb-4 text-2xl font-semibold">${sentence(4).slice(0, -1)}</h2>${paragraph()}<p class="mb-4">Read also ${links.join(' and ')}.</p>${paragraph()}${s === 2 ? picture(`Build photo ${n}`) : ''}`,
      )
    }
    // planted defects
    const planted: string[] = []
    if (n % plantEvery(15) === 0 && defects.filter((d) => d.kind === 'broken-link').length < 15) {
      const url = `/blog/deleted-post-${n}`
      planted.push(`<a href="${url}">an older guide</a>`)
      defects.push({ kind: 'broken-link', page: postPath, url: `${siteUrl}${url}` })
    }
    if ((n + 3) % plantEvery(10) === 0 && defects.filter((d) => d.kind === 'missing-fragment').length < 10) {
      const url = `${posts[(i + 7) % posts.length]}#no-such-section`
      planted.push(`<a href="${url}">a section that was renamed</a>`)
      defects.push({ kind: 'missing-fragment', page: postPath, url: `${siteUrl}${url}` })
    }
    if ((n + 5) % plantEvery(8) === 0 && defects.filter((d) => d.kind === 'mixed-content').length < 8) {
      const m = defects.filter((d) => d.kind === 'mixed-content').length
      const url = `http://insecure-cdn.example.com/asset-${n}`
      if (m % 4 === 0) planted.push(`<img src="${url}.png" alt="chart">`)
      else if (m % 4 === 1) planted.push(`<script src="${url}.js"></script>`)
      else if (m % 4 === 2) planted.push(`<link rel="stylesheet" href="${url}.css">`)
      else planted.push(`<div style="background-image: url('${url}.jpg')"></div>`)
      const ext = ['.png', '.js', '.css', '.jpg'][m % 4]!
      defects.push({ kind: 'mixed-content', page: postPath, url: `${url}${ext}` })
    }
    if ((n + 11) % plantEvery(10) === 0 && defects.filter((d) => d.kind === 'missing-alt').length < 10) {
      const src = `/${pick(images)}-640.webp`
      planted.push(`<img src="${src}" width="640" height="360">`)
      defects.push({ kind: 'missing-alt', page: postPath, url: src })
    }
    if (options.externalOrigin) {
      if ((n + 13) % plantEvery(4) === 0 && defects.filter((d) => d.kind === 'external-broken').length < 4) {
        const url = `${options.externalOrigin}/gone-${n}`
        planted.push(`<a href="${url}">a vendor page</a>`)
        defects.push({ kind: 'external-broken', page: postPath, url })
      }
      if ((n + 17) % plantEvery(4) === 0) planted.push(`<a href="${options.externalOrigin}/ok-${n}">a vendor page that works</a>`)
    }
    const related = Array.from({ length: 3 }, () => pick(posts))
    const extraLinks = options.extraLinks ?? 0
    const more =
      extraLinks > 0
        ? `<section class="mt-8"><h2 class="mb-4 text-xl font-semibold">More posts</h2><ul class="columns-2 text-sm">${Array.from({ length: extraLinks }, () => {
            const target = pick(posts)
            const frag = random() < 0.2 ? `#section-${1 + Math.floor(random() * 5)}` : ''
            return `<li><a href="${target}${frag}">${sentence(3).slice(0, -1)}</a></li>`
          }).join('')}</ul></section>`
        : ''
    specs.push({
      path: postPath,
      file: `${postPath.slice(1)}.html`,
      title: `#${n} ${title} | Falcon PC Blog`.slice(0, 60),
      h1: title,
      description: `${sentence(14)}`.slice(0, 155),
      extraHead: `<meta property="article:published_time" content="2025-0${1 + (n % 9)}-1${n % 10}">`,
      jsonLd: [
        storeLd,
        breadcrumbLd([
          ['Home', '/'],
          ['Blog', '/blog'],
          [title, postPath],
        ]),
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: title,
          datePublished: '2025-03-01',
          author: { '@type': 'Person', name: 'Falcon PC Team' },
          image: [`${siteUrl}/${pick(images)}-1280.webp`],
        },
      ],
      body: `<nav aria-label="Breadcrumb" class="mb-4 text-sm text-slate-400"><ol class="flex gap-2"><li><a href="/">Home</a></li><li>/</li><li><a href="/blog">Blog</a></li><li>/</li><li aria-current="page">${escapeHtml(title)}</li></ol></nav>
<article class="prose prose-invert max-w-3xl">${picture(`Hero image for ${title}`, ' fetchpriority="high"')}${sections.join('\n')}${planted.join('\n')}</article>
<aside class="mt-12"><h2 class="mb-4 text-xl font-semibold">Related articles</h2><ul class="grid gap-4 md:grid-cols-3">${related.map((r) => `<li class="rounded-lg border border-slate-800 p-4"><a href="${r}" class="font-medium text-cyan-400">${sentence(4).slice(0, -1)}</a></li>`).join('')}</ul></aside>${more}`,
    })
  })

  specs.push({
    path: '/',
    file: 'index.html',
    title: 'Custom Gaming PC Builder in Dubai | Falcon PC',
    h1: 'Custom Gaming PCs, Built in Dubai',
    description: 'Custom gaming PCs built in Dubai from 1800 AED with a 360° warranty, price match and free UAE delivery.',
    jsonLd: [storeLd],
    body: `${paragraph()}<ul>${posts.slice(0, 12).map((p) => `<li><a href="${p}">${sentence(4).slice(0, -1)}</a></li>`).join('')}</ul>${picture('A custom gaming PC')}`,
  })
  specs.push({
    path: '/blog',
    file: 'blog.html',
    title: 'Gaming PC Blog | Falcon PC',
    h1: 'Blog',
    description: 'Guides, builds and news about gaming PCs in Dubai.',
    jsonLd: [breadcrumbLd([['Home', '/'], ['Blog', '/blog']])],
    body: `<ul>${posts.slice(0, 30).map((p) => `<li><a href="${p}">${sentence(4).slice(0, -1)}</a></li>`).join('')}</ul>`,
  })
  for (const [p, label] of STATIC_PAGES) {
    specs.push({
      path: p,
      file: `${p.slice(1)}.html`,
      title: `${label} | Falcon PC Dubai`,
      h1: label,
      description: `${label}: ${sentence(10)}`.slice(0, 150),
      jsonLd: [breadcrumbLd([['Home', '/'], [label, p]])],
      body: `${paragraph()}${p === '/contact-dubai' ? '<form id="quote-form"><label>Name <input name="fullName"></label></form>' : ''}${paragraph()}`,
    })
  }

  await mkdir(path.join(options.dir, 'blog'), { recursive: true })
  await mkdir(path.join(options.dir, 'assets'), { recursive: true })
  await mkdir(path.join(options.dir, 'images'), { recursive: true })
  const files: string[] = []
  let bytes = 0
  const emit = async (file: string, content: string | Uint8Array) => {
    files.push(file)
    bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length
    await writeFile(path.join(options.dir, file), content)
  }
  for (const s of specs) await emit(s.file, page(s))
  for (const [from, to] of REDIRECTS) {
    const target = `${siteUrl}${to}`
    await emit(
      `${from.slice(1)}.html`,
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta name="prerender-status-code" content="301"><meta name="prerender-header" content="Location: ${target}"><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${to}"></head><body><a href="${to}">Continue to ${to}</a></body></html>`,
    )
  }
  await emit(
    '404.html',
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found | Falcon PC</title><meta name="robots" content="noindex"><meta name="prerender-status-code" content="404"></head><body><h1>404 Page Not Found</h1><a href="/">Return to Home</a></body></html>`,
  )
  for (const a of assets) await emit(a, `/* ${a} */`)
  await emit('favicon.ico', new Uint8Array([0, 0, 1, 0]))
  for (const img of images) for (const w of [640, 1280]) await emit(`${img}-${w}.webp`, new Uint8Array([82, 73, 70, 70]))
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${specs
    .map((s) => `<url><loc>${s.path === '/' ? `${siteUrl}/` : `${siteUrl}${s.path}`}</loc><lastmod>2025-03-01</lastmod></url>`)
    .join('\n')}\n</urlset>\n`
  await emit('sitemap.xml', sitemap)
  await emit('robots.txt', `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`)
  files.push('audit-manifest.json')
  await writeFile(
    path.join(options.dir, 'audit-manifest.json'),
    JSON.stringify({ siteUrl, generatedAt: new Date().toISOString(), files }, null, 1),
  )
  return { dir: options.dir, pages: specs.length + REDIRECTS.length + 1, files: files.length, bytes, defects, siteUrl }
}
