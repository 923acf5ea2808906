/**
 * One truth for every promise: the starting price follows from the builds on offer, and `npm run check`
 * fails when copy (messages, data/ text, posts) states a figure for a promise that the table does not,
 * naming the file and the key or line.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import { loadContent, loadData } from '../../../build/content/load.ts'
import { promisesOf } from '../../../src/content/promises.ts'
import { startingPrice } from '../../../src/features/chooser/starting-price.ts'
import { chooserModel } from '../../../src/features/chooser/model.ts'
import { fixtureProject, post, problemsOf, ROOT } from './helpers.ts'

const quiet = { warn: () => {} }

/** A copy of the project (data/ and posts/, plus `posts`) whose JSON file `file` (under data/) is changed by `change`. */
function planted(file: string, change: (json: any) => void, posts: Record<string, string> = {}) {
  const dir = fixtureProject(posts)
  fs.cpSync(path.join(ROOT, 'posts'), path.join(dir, 'posts'), { recursive: true })
  const at = path.join(dir, 'data', file)
  const json = JSON.parse(fs.readFileSync(at, 'utf8'))
  change(json)
  fs.writeFileSync(at, JSON.stringify(json, null, 2))
  return dir
}

describe('the starting price', () => {
  it('is the cheapest build the chooser can recommend, not a typed constant', () => {
    const data = loadData(ROOT)
    const cheapest = Math.min(...chooserModel(data, (id) => id).builds.map((b) => b.priceAed))
    expect(startingPrice(data)).toEqual({ aed: cheapest, build: 'Falcon Starter' })
    expect(cheapest).toBeGreaterThan(1800)
  })

  it('moves with the parts: a cheaper graphics card lowers it, and the copy that names it follows', () => {
    const dir = planted('parts.json', (file) => {
      file.parts.find((p: { id: string }) => p.id === 'rx-7600').priceAed -= 100
    })
    const before = startingPrice(loadData(ROOT)).aed
    const { data, translations } = loadContent(dir)
    expect(promisesOf(data, startingPrice(data)).startingPrice.aed).toBe(before - 100)
    const expected = (before - 100).toLocaleString('en-US')
    expect(data.faqs.general[0]!.answer).toContain(`start at ${expected} AED.`)
    expect(data.pages.find((p) => p.id === 'home')!.description).toContain(`from ${expected} AED:`)
    expect(translations.ar!.pages!.find((p) => p.id === 'home')!.description).toContain(`بدءًا من ${expected} درهم`)
  })
})

describe('npm run check holds the copy to the promise table', () => {
  it('passes the site as it is', () => {
    expect(() => checkContent(ROOT, quiet)).not.toThrow()
  })

  it('fails on a delivery time in a message that the table does not have, naming the file and key', () => {
    const dir = planted('messages/en/home.json', (m) => {
      m.features.delivery.text = 'Free delivery within 48 hours to {emirates} (order before {cutoff}); {otherDays} days elsewhere; custom builds take {buildDays} business days.'
    })
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual([
      'data/messages/en/home.json: features.delivery.text: "48 hours" in "Free delivery within 48 hours to {emirates} (order before {cutoff});" is not in the promise table: the road takes 1–3 or 1 or 2–3 days by emirate (data/emirates.json roadDays); ready and build times are separate promises',
    ])
  })

  it('fails on a starting price in a page description that is not the cheapest build, in English and Arabic', () => {
    const dir = planted('pages.json', (pages) => {
      pages[0].description = 'Custom gaming PCs hand-built in Dubai from 1,500 AED: warranty, price match and free delivery to all seven emirates.'
    })
    const price = startingPrice(loadData(ROOT)).aed
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual([
      `data/pages.json: [0].description: says builds start at 1,500 AED, but the cheapest build on offer, the Falcon Starter, costs ${price} AED; write {startingPrice} (data/) or the page's price placeholder instead of a number`,
    ])
    const ar = planted('ar/faqs.json', (faqs) => {
      faqs.general[0].answer = 'تبدأ تجميعاتنا من 1,500 درهم، وكل عرض سعر مفصّل.'
    })
    expect(problemsOf(() => checkContent(ar, quiet))[0]).toMatch(/^data\/ar\/faqs\.json: general\[0\]\.answer: says builds start at 1,500 درهم/)
  })

  it('fails on a return window, a replacement window and 24/7 support that differ from the table', () => {
    const dir = planted('messages/ar/returns.json', (m) => {
      m.hero.lead = 'يمكنك إرجاع المنتج غير المفتوح خلال 14 يومًا، ومهلة الإرجاع {windowDays, number} أيام.'
    })
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual([
      'data/messages/ar/returns.json: hero.lead: "14 يومًا" in "يمكنك إرجاع المنتج غير المفتوح خلال 14 يومًا، ومهلة الإرجاع {windowDays, number} أيام." is not in the promise table: a change-of-mind return of an unopened item is 3 days (data/site.json returns.unopenedDays)',
    ])
    const faulty = planted('faqs.json', (faqs) => {
      faqs.general[2].answer = 'Faulty PCs are replaced free within 30 days. Our team answers 24/7.'
    })
    expect(problemsOf(() => checkContent(faulty, quiet))).toEqual([
      'data/faqs.json: general[2].answer: "30 days" in "Faulty PCs are replaced free within 30 days." is not in the promise table: a faulty PC is replaced free within 7 days (data/site.json warranty.faultyReplacementDays)',
      'data/faqs.json: general[2].answer: says "24/7" without naming the channel: only WhatsApp is answered 24/7; the workshop and phone keep the opening hours (data/site.json support, hours)',
    ])
  })

  it('fails on opening hours that are not the workshop\'s', () => {
    const dir = planted('faqs.json', (faqs) => {
      faqs.contact[0].answer = 'Usually within a few hours: the workshop answers the phone 10 AM–8 PM.'
    })
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual([`data/faqs.json: contact[0].answer: "10 AM–8 PM" is not the workshop's opening hours (09:00–19:00, data/site.json hours)`])
  })

  it('fails on a typed frame rate and on next day to an emirate that is days away', () => {
    const dir = planted('builds.json', (builds) => {
      builds.products[0].bestFor = 'For 1440p players who want 144 FPS in Warzone.'
    })
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual([
      `data/builds.json: products[0].bestFor: states a frame rate ("144 FPS"); what a PC plays comes from the chooser's table (data/games.json) in words, never a typed frame rate`,
    ])
    const abuDhabi = planted('ar/emirates.json', (emirates) => {
      emirates[3].deliveryTime = 'في اليوم التالي'
    })
    expect(problemsOf(() => checkContent(abuDhabi, quiet))).toEqual(['data/ar/emirates.json: [3].deliveryTime: says next day, but Abu Dhabi is 2–3 days on the road (data/emirates.json roadDays)'])
  })

  it('names the line of a post that states another starting price', () => {
    const dir = planted('site.json', () => {}, { 'my-post.md': post({}, 'A guide to budget PCs.\n\nOur builds start from 1,500 AED, delivered free.') })
    expect(problemsOf(() => checkContent(dir, quiet))[0]).toMatch(/^posts\/my-post\.md:16: says builds start at 1,500 AED/)
  })

  it("keeps each post's result for the next check, and checks a post again when it or the table changes", () => {
    const dir = planted('site.json', () => {}, { 'my-post.md': post({}, 'A guide to budget PCs.\n\nDelivered free in 3–5 days.') })
    const stated = /^posts\/my-post\.md:16: .*3–5/
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual([expect.stringMatching(stated)])
    const kept = path.join(dir, 'node_modules/.cache/falcon-content/promise-copy.json')
    const saved = JSON.parse(fs.readFileSync(kept, 'utf8')) as { entries: Record<string, string[]> }
    // Tamper with the kept results: an unchanged post is not checked again.
    for (const key of Object.keys(saved.entries)) if (saved.entries[key]!.length) saved.entries[key] = ['from the kept check']
    fs.writeFileSync(kept, JSON.stringify(saved))
    expect(problemsOf(() => checkContent(dir, quiet))).toEqual(['from the kept check'])
    // Another promise table (the workshop's build time): every post is checked again.
    const site = path.join(dir, 'data/site.json')
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace(/"buildBusinessDays": \{[^}]*\}/, '"buildBusinessDays": { "min": 3, "max": 5 }'))
    const afterTable = problemsOf(() => checkContent(dir, quiet))
    expect(afterTable).not.toContain('from the kept check')
    // The site's own posts that say 2–3 business days are now wrong, and reported.
    expect(afterTable).toContainEqual(expect.stringMatching(/^posts\/.*"2–3 business days".*3–5 business days/))
    // The post itself changed: checked again, and its new line is named.
    fs.writeFileSync(path.join(dir, 'posts/my-post.md'), post({}, 'A guide to budget PCs.\n\nMore words.\n\nDelivered free in 9–12 days.'))
    const mine = problemsOf(() => checkContent(dir, quiet)).filter((p) => p.startsWith('posts/my-post.md'))
    expect(mine).toEqual([expect.stringMatching(/^posts\/my-post\.md:18: .*9–12/)])
  })
})
