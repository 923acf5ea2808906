/**
 * One truth for every promise, as the built pages show it: home, shop, a build page of each kind of order,
 * the return policy and the FAQ, in English and Arabic, state the figures of the promise table
 * (src/content/promises.ts) and name the kind they mean; no page prints a programming value ("NaN",
 * «ليس رقمًا») where a figure should be. Reads the pre-rendered HTML in dist/ (run `npm run build` first).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST, ROOT } from './harness.ts'
import { loadContent } from '../../build/content/load.ts'
import { siteFactsFor } from '../../src/content/facts.ts'
import { promisesOf } from '../../src/content/promises.ts'
import { startingPrice } from '../../src/features/chooser/starting-price.ts'
import { chooserModel } from '../../src/features/chooser/model.ts'
import { buildExpectations } from '../../src/features/chooser/choose.ts'
import { buildPath } from '../../src/site/page-table.ts'

const { data, translations } = loadContent(ROOT)
const promises = promisesOf(data, startingPrice(data))
const facts = { en: siteFactsFor(data, startingPrice(data)), ar: siteFactsFor(data, startingPrice(data), 'ar', translations.ar!.emirates) }
const price = promises.startingPrice.aed.toLocaleString('en-US')
const { readyWithinHours } = promises.delivery
const { faultyReplacementDays } = promises.warranty
const { unopenedDays } = promises.returns

const file = (route: string) => path.join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
const ar = (route: string) => (route === '/' ? '/ar' : `/ar${route}`)

/** The page as a visitor reads it: visible text, title and meta description (no scripts or styles). */
function read(route: string) {
  const html = fs.readFileSync(file(route), 'utf8')
  const decode = (s: string) => s.replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  const text = decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
  const description = decode(/<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '')
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>)
  return { text, description, jsonLd }
}

const PAGES = ['/', '/gaming-pc-shop-dubai', '/gaming-pc-builds-dubai', '/gaming-pc-builds-dubai/falcon-scout', '/gaming-pc-builds-dubai/falcon-starter', '/return-policy-dubai', '/gaming-pc-faq', '/service-areas-uae']

describe('the promise table on the built pages', () => {
  it('no page prints NaN, undefined or «ليس رقمًا» where a figure should be, in either language', () => {
    for (const route of PAGES.flatMap((r) => [r, ar(r)])) {
      const { text, description } = read(route)
      expect(`${text} ${description}`, route).not.toMatch(/\bNaN\b|\bundefined\b|ليس\s+رقمًا|\[object Object\]/)
    }
  })

  it('states the starting price of the cheapest build on the home page, its description, the FAQ and the business JSON-LD', () => {
    expect(promises.startingPrice.aed).toBeGreaterThan(1800)
    const home = read('/')
    expect(home.text).toContain(`From ${price} AED`)
    expect(home.description).toContain(`from ${price} AED`)
    expect(home.jsonLd.find((j) => j['@type'] === 'ComputerStore')!.priceRange).toBe(`${promises.startingPrice.aed}+ AED`)
    expect(read(ar('/')).text).toContain(`ابتداءً من ${price} درهم`)
    expect(read(ar('/')).description).toContain(`بدءًا من ${price} درهم`)
    expect(read('/gaming-pc-faq').text).toContain(`Our builds start at ${price} AED.`)
    expect(read(ar('/gaming-pc-faq')).text).toContain(`تبدأ تجميعاتنا من ${price} درهم.`)
    expect(read('/gaming-pc-builds-dubai').text).toContain(`${price}–3,500 AED`)
    for (const route of PAGES.flatMap((r) => [r, ar(r)])) expect(read(route).text, route).not.toMatch(/1,800\s*(AED|درهم)/)
  })

  it('names the kind of delivery: ready-to-ship PCs and builds to order, then the road days per emirate', () => {
    const home = read('/').text
    expect(home).toContain(`Ready-to-ship PCs: next day to ${facts.en.nextDayEmirates} when you order before 12pm, ${facts.en.otherRoadDays} days to the other emirates.`)
    expect(home).toContain(`Custom builds: built in ${facts.en.buildDays} business days`)
    expect(read(ar('/')).text).toContain(`الأجهزة الجاهزة للشحن: في اليوم التالي إلى ${facts.ar.nextDayEmirates} عند الطلب قبل 12 ظهرًا، وخلال ${facts.ar.otherRoadDays} أيام إلى باقي الإمارات.`)
    expect(read('/gaming-pc-shop-dubai').text).toContain(`Delivered in ${facts.en.roadDays} days`)
    expect(read(ar('/gaming-pc-shop-dubai')).text).toContain(`توصيل خلال ${facts.ar.roadDays} أيام`)
    const stock = read('/gaming-pc-builds-dubai/falcon-scout')
    expect(stock.text).toContain(`Ready to ship: built from in-stock parts and ready within ${readyWithinHours} hours of payment.`)
    expect(stock.text).toContain(`next day to ${facts.en.nextDayEmirates}, ${facts.en.otherRoadDays} days to the other emirates.`)
    const toOrder = read('/gaming-pc-builds-dubai/falcon-starter')
    expect(toOrder.text).toContain(`Built to order: we assemble and stress-test it in ${facts.en.buildDays} business days.`)
    expect(read(ar('/gaming-pc-builds-dubai/falcon-starter')).text).toContain(`نجمّعه ونختبره تحت الضغط خلال ${facts.ar.buildDays} أيام عمل`)
    // The Product's shipping: the handling time of its kind of order, the road days of the emirates.
    const shipping = (page: ReturnType<typeof read>) => page.jsonLd.find((j) => j['@type'] === 'Product')!.offers.shippingDetails.deliveryTime
    expect(shipping(stock)).toMatchObject({ handlingTime: { minValue: 0, maxValue: 1 }, transitTime: { minValue: promises.delivery.roadDays.min, maxValue: promises.delivery.roadDays.max } })
    expect(shipping(toOrder)).toMatchObject({ handlingTime: { minValue: promises.delivery.buildBusinessDays.min, maxValue: promises.delivery.buildBusinessDays.max } })
  })

  it('names the kind of return: a faulty PC replaced, an unopened one returned on a change of mind', () => {
    const build = read('/gaming-pc-builds-dubai/falcon-scout').text
    expect(build).toContain(`Faulty within ${faultyReplacementDays} days of delivery: replaced free. Changed your mind: return it unopened within ${unopenedDays} days.`)
    expect(read('/gaming-pc-shop-dubai').text).toContain(`A PC that turns out faulty within ${faultyReplacementDays} days of delivery is replaced free`)
    const returns = read('/return-policy-dubai').text
    expect(returns).toContain(`${unopenedDays}-Day Return Window`)
    expect(returns).toContain(`fails within ${faultyReplacementDays} days of delivery`)
    expect(read(ar('/return-policy-dubai')).text).toContain(`تعطّل خلال ${faultyReplacementDays} أيام من التوصيل`)
  })

  it('names the channel that answers 24/7 and the hours of the workshop', () => {
    const home = read('/').text
    expect(home).toContain('WhatsApp answered 24/7 by the builders who assembled your PC')
    expect(home).toContain('the workshop and phone are open Sun–Thu 9AM–7PM')
    expect(read('/return-policy-dubai').text).toContain('WhatsApp (answered 24/7)')
  })

  it('says what a build plays in the chooser\'s words, with no typed frame rate', () => {
    for (const route of ['/', '/gaming-pc-builds-dubai']) {
      const { text } = read(route)
      // The only frame rate is the chooser's own yardstick ("around 60 fps", "well above 60 fps").
      expect([...new Set(text.match(/\d[\d+–-]*\s*fps/gi))], route).toEqual(['60 fps'])
      expect(text, route).toMatch(/Esports titles: (?:high|ultra) settings, (?:1080p|1440p|4K), smooth on a (?:144|240) Hz screen/)
    }
    // A build page says, game by game, what the chooser says of the same build, with the same source.
    const model = chooserModel(data, (id) => buildPath('/gaming-pc-builds-dubai', id))
    for (const id of ['falcon-strike', 'falcon-starter']) {
      const route = `/gaming-pc-builds-dubai/${id}`
      const { text } = read(route)
      expect([...new Set(text.match(/\d[\d+–-]*\s*fps/gi) ?? [])].filter((f) => f !== '60 fps'), route).toEqual([])
      const built = model.builds.find((b) => b.path === route)!
      for (const { game, text: line, source } of buildExpectations(model, built, built.resolution).flatMap((g) => g.games)) expect(text, route).toContain(`${game.name}: ${line}. Source: ${source}.`)
    }
  })
})
