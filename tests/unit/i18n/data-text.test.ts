/**
 * The translated copy of data files: `data/<locale>/<file>.json` holds only the fields
 * TRANSLATED names, in English's order; `npm run check` refuses a missing or extra field, a different
 * item count, and a translation that breaks the file's own rules (a title too long for search results).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../../build/content/check.ts'
import { loadContent } from '../../../build/content/load.ts'
import { translateData, TRANSLATED } from '../../../src/i18n/data-text.ts'
import { fixtureProject, problemsOf, ROOT } from '../content/helpers.ts'

const quiet = { warn: () => {} }
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data', file), 'utf8'))
const problems = (files: Record<string, unknown>) => {
  const dir = fixtureProject({})
  for (const [file, value] of Object.entries(files)) {
    const at = path.join(dir, 'data', file)
    if (value === null) fs.rmSync(at)
    else fs.writeFileSync(at, JSON.stringify(value))
  }
  return problemsOf(() => checkContent(dir, quiet))
}

describe('the shipped translations', () => {
  it('give Arabic labels and titles, with English paths and ids', () => {
    const { data, translations } = loadContent(ROOT)
    const ar = translations.ar!
    expect(ar.navigation!.main.map((l) => l.path)).toEqual(data.navigation.main.map((l) => l.path))
    expect(ar.navigation!.main[0]!.label).toBe('الرئيسية')
    expect(ar.pages!.map((p) => [p.id, p.path, p.noindex])).toEqual(data.pages.map((p) => [p.id, p.path, p.noindex]))
    expect(ar.pages!.find((p) => p.id === 'faq')!.title).not.toBe(data.pages.find((p) => p.id === 'faq')!.title)
  })

  it('translate the visitor-facing text of the other data files, and leave names, ids and numbers English', () => {
    const { data, translations } = loadContent(ROOT)
    const ar = translations.ar!
    expect(ar.emirates!.map((e) => [e.slug, e.coordinates, e.keywords])).toEqual(data.emirates.map((e) => [e.slug, e.coordinates, e.keywords]))
    expect(ar.emirates!.find((e) => e.slug === 'dubai')!.name).toBe('دبي')
    expect(ar.quote!.budgetRanges.map((o) => o.value)).toEqual(data.quote.budgetRanges.map((o) => o.value))
    expect(ar.quote!.budgetRanges[0]!.label).toBe('1,800 – 3,000 درهم')
    expect(ar.faqs!.general.map((f) => f.keywords)).toEqual(data.faqs.general.map((f) => f.keywords))
    expect(ar.categories!.map((c) => c.slug)).toEqual(data.categories.map((c) => c.slug))
    // Game names are product names; a review's title and publisher are the review's own.
    const games = ar.games!
    expect(games.groups.flatMap((g) => g.games.map((game) => game.name))).toEqual(data.games.groups.flatMap((g) => g.games.map((game) => game.name)))
    expect(games.groups[0]!.name).not.toBe(data.games.groups[0]!.name)
    const sources = (g: typeof games) => g.performance.flatMap((row) => Object.values(row.expectations).map((e) => e.source))
    const english = sources(data.games)
    sources(games).forEach((source, i) => {
      if (source.kind === 'review') expect(source).toEqual(english[i])
      else expect(source.note).not.toBe((english[i] as typeof source).note)
    })
  })

  it('cover every file TRANSLATED names', () => {
    for (const name of Object.keys(TRANSLATED)) expect(fs.existsSync(path.join(ROOT, 'data/ar', `${name}.json`)), name).toBe(true)
  })
})

describe('npm run check refuses', () => {
  it('an untranslated field, naming the file, the field and the English', () => {
    const nav = read('ar/navigation.json')
    delete nav.main[2].label
    expect(problems({ 'ar/navigation.json': nav })).toEqual(['data/ar/navigation.json: main[2].label: missing (untranslated); data/navigation.json has "Price Match"'])
  })

  it('an untranslated field deep in a file, such as the note of a game row\'s source', () => {
    const games = read('ar/games.json')
    delete games.performance[13].expectations['1440p'].source.note
    expect(problems({ 'ar/games.json': games })).toEqual([
      'data/ar/games.json: performance[13].expectations.1440p.source.note: missing (untranslated); data/games.json has "Racing and truck simulators are moderate on the graphics card; triple screens or VR need a tier more."',
    ])
  })

  it("a review's title, a game's name and a list of areas shorter than English's", () => {
    const games = read('ar/games.json')
    games.performance[6] = { expectations: { '1080p': { source: { title: 'مراجعة' } } } }
    games.groups[0].games = [{ name: 'فالورانت' }]
    const emirates = read('ar/emirates.json')
    emirates[6].areas.pop()
    expect(problems({ 'ar/games.json': games, 'ar/emirates.json': emirates })).toEqual([
      'data/ar/emirates.json: [6].areas[3]: missing (untranslated); data/emirates.json has "Falaj Al Mualla"',
      "data/ar/emirates.json: [6].areas: 3 items, but data/emirates.json has 4; keep English's order and count",
      "data/ar/games.json: groups[0].games: 1 items, but data/games.json has 5; keep English's order and count",
      'data/ar/games.json: groups[0].games[0].name: not a translated field; it comes from English',
      'data/ar/games.json: performance[6].expectations.1080p.source.title: not a translated field; it comes from English',
    ])
  })

  it('a field that comes from English, and one English does not have', () => {
    const nav = read('ar/navigation.json')
    nav.main[0].path = '/ar'
    nav.cart.icon = 'cart'
    expect(problems({ 'ar/navigation.json': nav })).toEqual([
      'data/ar/navigation.json: main[0].path: not a translated field; it comes from English',
      'data/ar/navigation.json: cart.icon: not in data/navigation.json',
    ])
  })

  it("a list whose length differs from English's", () => {
    const nav = read('ar/navigation.json')
    nav.footerServices.pop()
    expect(problems({ 'ar/navigation.json': nav })).toEqual([
      'data/ar/navigation.json: footerServices[6].label: missing (untranslated); data/navigation.json has "FAQ"',
      "data/ar/navigation.json: footerServices: 6 items, but data/navigation.json has 7; keep English's order and count",
    ])
  })

  it("a translation that breaks the file's own rules", () => {
    const pages = read('ar/pages.json')
    pages[0].title = 'ت'.repeat(61)
    expect(problems({ 'ar/pages.json': pages })).toEqual(['data/ar/pages.json: home.title: expected at most 60 characters'])
  })

  it('a missing translation file', () => {
    expect(problems({ 'ar/pages.json': null })).toEqual(["data/ar/pages.json: missing: data/pages.json's text needs a translation (see TRANSLATED in src/i18n/data-text.ts)"])
  })
})

it('translateData replaces only the translated fields', () => {
  const english = { main: [{ label: 'Home', path: '/' }], breadcrumbLabels: { blog: 'Blog' }, cart: { label: 'Cart', path: '/cart' } }
  const out = translateData('navigation', english, { main: [{ label: 'الرئيسية' }], breadcrumbLabels: { blog: 'المدونة' }, cart: { label: 'السلة' } })
  expect(out).toEqual({ main: [{ label: 'الرئيسية', path: '/' }], breadcrumbLabels: { blog: 'المدونة' }, cart: { label: 'السلة', path: '/cart' } })
  expect(english.main[0]!.label).toBe('Home')
})
