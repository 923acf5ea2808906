/**
 * `npm run new-post -- "Title"`: writes posts/{slug}.md with valid front matter,
 * today's date, a placeholder hero image and a body outline, then validates it
 * with the same checks the build runs. It never overwrites an existing post.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Command } from 'commander'
import { loadData } from '../build/content/load.ts'
import { ContentError } from '../build/content/errors.ts'
import { ROOT, checkContent, reportContentError } from '../build/content/check.ts'

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

const yamlString = (s: string) => JSON.stringify(s)

export function newPostMarkdown(opts: { title: string; slug: string; date: string; author: string; category: string }): string {
  const { title, slug, date, author, category } = opts
  const seoTitle = title.length > 60 ? `seoTitle: ${yamlString(title.slice(0, 57).trimEnd() + '…')}\n` : ''
  return `---
title: ${yamlString(title)}
${seoTitle}excerpt: ${yamlString(`What ${title.toLowerCase()} means for gaming PC buyers in Dubai and the UAE.`)}
date: ${date}
author: ${yamlString(author)}
category: ${category}
tags: [dubai]
image: images/${slug}.svg
imageAlt: ${yamlString(`Illustration for ${title}`)}
featured: false
metaDescription: ${yamlString(`${title}: practical advice and AED prices for gaming PC buyers in Dubai and across the UAE.`.slice(0, 160))}
draft: true
---

Start with two or three sentences that tell a buyer in the UAE what they will learn.

## The short answer

## What it costs in AED

## Advice for Dubai's heat and dust

Ready for a build? [Get a free quote](/contact-dubai#quote-form).
`
}

const HERO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900"><rect width="1600" height="900" fill="#0b0f17"/><circle cx="800" cy="450" r="260" fill="none" stroke="#22d3ee" stroke-width="24"/><circle cx="800" cy="450" r="120" fill="#a78bfa" fill-opacity=".5"/></svg>\n`

export function createPost(root: string, title: string, options: { author?: string; category?: string; today?: Date } = {}) {
  const data = loadData(root)
  const slug = slugify(title)
  if (!slug) throw new Error(`"${title}" has no letters or digits to make a slug from`)
  const file = path.join(root, 'posts', `${slug}.md`)
  if (fs.existsSync(file)) throw new Error(`posts/${slug}.md already exists: choose another title or edit that post`)
  const category = options.category ?? data.categories[0]!.name
  if (!data.categories.some((c) => c.name === category))
    throw new Error(`category: expected one of ${data.categories.map((c) => JSON.stringify(c.name)).join(', ')}, got ${JSON.stringify(category)}`)
  const date = (options.today ?? new Date()).toISOString().slice(0, 10)
  fs.mkdirSync(path.join(root, 'posts/images'), { recursive: true })
  fs.writeFileSync(file, newPostMarkdown({ title, slug, date, author: options.author ?? 'Falcon PC', category }))
  const image = path.join(root, 'posts/images', `${slug}.svg`)
  if (!fs.existsSync(image)) fs.writeFileSync(image, HERO_SVG)
  return { slug, file: `posts/${slug}.md`, image: `posts/images/${slug}.svg` }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const program = new Command()
    .name('new-post')
    .argument('<title>', 'the post title, in quotes')
    .option('--author <name>', 'author shown on the post', 'Falcon PC')
    .option('--category <name>', 'one of data/categories.json (default: the first)')
    .action((title: string, opts: { author: string; category?: string }) => {
      try {
        const created = createPost(ROOT, title, opts)
        checkContent(ROOT, { includeDrafts: true })
        console.log(`Created ${created.file} (draft) and ${created.image}.`)
        console.log('Write it, replace the hero image, set draft: false, then run npm run check.')
      } catch (error) {
        if (error instanceof ContentError) reportContentError(error)
        else console.error(`new-post: ${(error as Error).message}`)
        process.exitCode = 1
      }
    })
  program.parse()
}
