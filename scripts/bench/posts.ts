/**
 * The build benchmark's generated posts: deterministic (the same posts every run), about 900 words in 6 sections,
 * a GFM table, links to real pages and to other generated posts, front matter valid across every category.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../build/content/check.ts'

interface Category {
  name: string
}
const categories = (JSON.parse(fs.readFileSync(path.join(ROOT, 'data/categories.json'), 'utf8')) as Category[]).map((c) => c.name)
const images = fs.readdirSync(path.join(ROOT, 'posts/images')).filter((f) => /\.(svg|png|jpe?g|webp)$/.test(f))
const pageLinks = ['/gaming-pc-builds-dubai', '/gaming-pc-shop-dubai', '/contact-dubai', '/gaming-pc-faq', '/service-areas-uae', '/price-match-dubai', '/blog']
const topics = ['RTX 5070', 'Ryzen 7 9800X3D', 'a 360 mm AIO', 'DDR5-6000 memory', 'a 1000 W PSU', 'a 4K OLED monitor', 'PCIe 5.0 storage', 'a mesh airflow case']
const words = 'heat dust airflow budget frame rate latency warranty delivery assembly benchmark thermals silence upgrade value resolution refresh streaming editing shader cache driver firmware'.split(' ')

/** A deterministic pseudo-random sequence, so every run writes the same posts. */
function random(seed: number) {
  let s = seed * 2654435761
  return () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32)
}

export function benchSlug(i: number) {
  return `bench-post-${String(i).padStart(4, '0')}`
}

/** One generated post: about 900 words in 6 sections, a comparison table and 3–4 internal links. */
export function benchPost(i: number, total: number): string {
  const r = random(i + 1)
  const pick = <T,>(list: readonly T[]) => list[Math.floor(r() * list.length)]!
  const topic = pick(topics)
  // Two posts a day from 2015, closer together past ten years' worth, so no post is dated in the future.
  const day = new Date(Date.UTC(2015, 0, 1) + i * 86_400_000 * Math.min(0.5, 3650 / total)).toISOString().slice(0, 10)
  const sentence = () => {
    const n = 12 + Math.floor(r() * 8)
    const w = Array.from({ length: n }, () => pick(words))
    return `${w[0]![0]!.toUpperCase()}${w[0]!.slice(1)} ${w.slice(1).join(' ')} matters for ${topic} in Dubai.`
  }
  const paragraph = () => Array.from({ length: 5 }, sentence).join(' ')
  const other = (k: number) => benchSlug((i + k) % total)
  const sections = Array.from({ length: 6 }, (_, s) => `## Part ${s + 1}: ${pick(words)} and ${pick(words)}\n\n${paragraph()}\n\n${paragraph()}`)
  sections.splice(
    2,
    0,
    [
      '| Option | Price (AED) | Noise | Verdict |',
      '|---|---|---|---|',
      ...Array.from({ length: 5 }, (_, k) => `| ${pick(topics)} | ${(1000 + Math.floor(r() * 9000)).toLocaleString('en')} | ${30 + k * 3} dB | ${pick(words)} |`),
    ].join('\n'),
  )
  const links = [
    `See [our sample builds](${pick(pageLinks)}) or [ask us for a quote](/contact-dubai).`,
    total > 1 ? `Related reading: [part ${(i + 1) % total}](/blog/${other(1)}) and [part ${(i + 7) % total}](/blog/${other(7)}).` : '',
  ].join(' ')
  const title = `${topic} in Dubai: field notes ${i + 1}`
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `excerpt: ${JSON.stringify(`What we learned fitting ${topic} in customer builds this season, with prices in AED and heat advice.`)}`,
    `date: ${day}`,
    `author: "Falcon PC team"`,
    `category: ${JSON.stringify(categories[i % categories.length])}`,
    `tags: [${JSON.stringify(pick(words))}, dubai]`,
    `image: images/${images[i % images.length]}`,
    `imageAlt: "An illustration for the field notes about ${topic}"`,
    `metaDescription: ${JSON.stringify(`Field notes ${i + 1} on ${topic} for gaming PCs in Dubai: prices in AED, noise, heat and what we would buy.`)}`,
    '---',
    '',
    paragraph(),
    '',
    links,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n')
}
