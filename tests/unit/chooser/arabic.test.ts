/**
 * The chooser in Arabic: the model made from the Arabic data and messages says everything
 * in Arabic (part labels, the cooling sentence, the performance words, a game's frame cap, the pick's
 * notes and the hand-off), with Western digits and "درهم", while ids, prices, paths and product names
 * stay those of English. The chooser's own messages are plain templates, so the island fills them
 * without a formatter.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../build/content/load.ts'
import { chooserModel } from '../../../src/features/chooser/model.ts'
import { describeExpectation, expectationFor } from '../../../src/features/chooser/performance.ts'
import { buildExpectations, buildQuoteUrl, buildSummary, choose, DEFAULT_ANSWERS, verdict, type Answers } from '../../../src/features/chooser/choose.ts'
import { fill } from '../../../src/features/chooser/text.ts'
import chooserMessages from '../../../src/i18n/ns/chooser.ts'
import modelMessages from '../../../src/i18n/ns/chooser-model.ts'
import { fmt, LOCALES, type MessageTree } from '../../../src/i18n/messages.ts'
import { ROOT } from '../content/helpers.ts'

const { data, translations } = loadContent(ROOT)
const arData = { ...data, ...translations.ar }
const path = (id: string) => `/gaming-pc-builds-dubai/${id}`
const en = chooserModel(data, path)
const ar = chooserModel(arData, path, 'ar')
const options = arData.quote
const answers = (a: Partial<Answers>): Answers => ({ ...DEFAULT_ANSWERS, ...a })
const byId = (id: string) => ar.builds.find((b) => b.id === id)!
/** Three English words in a row, the way an untranslated sentence shows (product names are one to three words). */
const ENGLISH_WORDS = /\b(?:the|and|with|for|of|on|in|at|to|is|your|our|build|settings|screen|around|above|below|smooth|cooler|rated)\b/i
/** The text without the product, part and game names it quotes. */
const withoutNames = (text: string) => {
  const names = [...ar.games.groups.flatMap((g) => g.games.map((game) => game.name)), ...ar.builds.flatMap((b) => [b.name, ...b.parts.map((p) => p.name)])]
  return names.sort((a, b) => b.length - a.length).reduce((t, name) => t.replaceAll(name, ''), text)
}

const leaves = (tree: MessageTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))

describe("the chooser's messages", () => {
  it('are plain templates in every language: the island fills them as the formatter would', () => {
    for (const locale of LOCALES)
      for (const [key, message] of leaves(chooserMessages[locale])) {
        const ast = new IntlMessageFormat(message, 'en').getAst()
        // 0 is literal text, 1 a plain {argument}: no plural, select, number formats or tags.
        expect(
          ast.map((el) => el.type),
          `data/messages/${locale}/chooser.json: ${key}`,
        ).toEqual(ast.map((el) => (el.type === 1 ? 1 : 0)))
        const values = Object.fromEntries(ast.filter((el) => el.type === 1).map((el, i) => [(el as { value: string }).value, `v${i}`]))
        expect(fill(message, values), `data/messages/${locale}/chooser.json: ${key}`).toBe(fmt(locale, message, values))
      }
  })

  it('count frames the Arabic way in a game’s frame cap', () => {
    const cap = (fps: number) => fmt('ar', modelMessages.ar.capNote, { game: 'Elden Ring', fps })
    expect(cap(60)).toBe('لعبة Elden Ring لا تتجاوز 60 إطارًا في الثانية')
    expect(cap(100)).toBe('لعبة Elden Ring لا تتجاوز 100 إطار في الثانية')
    expect(cap(30)).toBe('لعبة Elden Ring لا تتجاوز 30 إطارًا في الثانية')
    expect(cap(5)).toBe('لعبة Elden Ring لا تتجاوز 5 إطارات في الثانية')
  })
})

describe('the Arabic model', () => {
  it('has the English builds, prices, paths, brands and parts, in Arabic words', () => {
    const shape = (m: typeof en) => m.builds.map((b) => [b.id, b.name, b.priceAed, b.path, b.tier, b.cpuBrand, b.gpuBrand, b.parts.map((p) => [p.slot, p.name]), b.power])
    expect(shape(ar)).toEqual(shape(en))
    expect(ar.games.performance).toHaveLength(en.games.performance.length)
    expect(byId('falcon-starter').goodFor).toBe(arData['chooser-builds'].find((b) => b.id === 'falcon-starter')!.goodFor)
    expect(byId('falcon-starter').goodFor).not.toBe(data['chooser-builds'].find((b) => b.id === 'falcon-starter')!.goodFor)
    expect(byId('falcon-strike').parts.map((p) => p.label)).toEqual(['المعالج', 'بطاقة الرسوميات', 'اللوحة الأم', 'الذاكرة', 'التخزين', 'مزوّد الطاقة', 'الهيكل', 'مبرّد المعالج'])
    expect(ar.pricesAsOfText).toBe('1 سبتمبر 2025')
    expect(en.pricesAsOfText).toBe('1 September 2025')
  })

  it('says the cooling sentence in Arabic, with the cooler and case names as they are', () => {
    expect(en.builds.find((b) => b.id === 'falcon-strike')!.cooling).toBe('DeepCool AK620 tower air cooler, rated for 260 W against the 88 W the CPU can draw, in the Corsair 4000D Airflow')
    expect(byId('falcon-strike').cooling).toBe('مبرّد هوائي برجي DeepCool AK620، بقدرة تبريد 260 واط مقابل 88 واط أقصى ما يستهلكه المعالج، داخل هيكل Corsair 4000D Airflow')
    expect(byId('falcon-apex').cooling).toBe(
      'مبرّد مائي ARCTIC Liquid Freezer III Pro 360 بمبدّد حراري 360 ملم، بقدرة تبريد 300 واط مقابل 162 واط أقصى ما يستهلكه المعالج، داخل هيكل Lian Li O11 Dynamic EVO',
    )
  })

  it('says what a build plays in Arabic words: settings, resolution, smoothness, upscaling and notes', () => {
    const words = ar.text.performance
    expect(describeExpectation({ settings: 'high', smoothness: 'high-refresh', upscaling: false, resolution: '1440p' }, words)).toBe('إعدادات عالية، بدقة 1440p، بسلاسة على شاشة 144 Hz')
    expect(describeExpectation({ settings: 'ultra', smoothness: 'about-60', upscaling: true, resolution: '4k' }, words)).toBe(
      'إعدادات فائقة، بدقة 4K، بنحو 60 إطارًا في الثانية، مع تقنية رفع الدقة (DLSS أو FSR أو XeSS)',
    )
    expect(describeExpectation({ settings: 'low', smoothness: 'not-recommended', upscaling: false, resolution: '4k' }, words)).toBe('بدقة 4K: غير مستحسن')
    // A game held to its own frame cap says so, after the row's own note.
    const elden = verdict(ar, byId('falcon-titan'), 'elden-ring', { resolution: '4k', refreshHz: 144 })!
    expect(elden.text).toMatch(/^إعدادات فائقة، بدقة 4K، بنحو 60 إطارًا في الثانية \(.+؛ لعبة Elden Ring لا تتجاوز 60 إطارًا في الثانية\)$/)
    expect(elden.source).toMatch(/^PC Perspective، «.+» \(\d{4}-\d{2}-\d{2}\)$/)
    expect(verdict(ar, byId('falcon-starter'), 'valorant', { resolution: '1080p', refreshHz: 144 })!.source).toBe('تقدير فريق التجميع لدينا')
    // A build page's list has no English sentence left once the game names are taken out.
    for (const b of ar.builds)
      for (const g of buildExpectations(ar, b, b.resolution)) {
        expect(g.group).not.toMatch(ENGLISH_WORDS)
        for (const e of g.games) expect(withoutNames(`${e.text} ${e.source.replace(/«.*»/, '')}`), `${b.id} ${e.game.id}`).not.toMatch(ENGLISH_WORDS)
      }
    expect(expectationFor(ar.games, 'elden-ring', 'flagship', '1080p')!.capped).toBe(true)
  })

  it('picks the same builds as English and writes its notes in Arabic, prices in درهم', () => {
    const a = answers({ games: ['valorant'], resolution: '4k', refreshHz: 144, budget: '1800-3000' })
    const p = choose(a, ar, options)!
    const q = choose(a, en, data.quote)!
    expect([p.fit, p.recommended.id, p.better?.id]).toEqual([q.fit, q.recommended.id, q.better?.id])
    expect(p.notes[0]).toBe(
      `لا توجد تجميعة ضمن ميزانية 1,800 – 3,000 درهم تبلغ هدفنا في Valorant (بسلاسة على شاشة 144 Hz) على شاشة 4K 144 Hz. تجميعة ${p.recommended.name} هي الأفضل ضمن ميزانيتك، وتجد أدناه أداءها في كل لعبة.`,
    )
    expect(p.notes[1]).toBe(`أقرب تجميعة تبلغ هذا الهدف: ${p.better!.name} بسعر ${p.better!.priceAed.toLocaleString('en-US')} درهم.`)
    const nvidia = choose(answers({ games: ['fortnite'], resolution: '1080p', refreshHz: 144, budget: '1800-3000', gpu: 'nvidia' }), ar, options)!
    expect(nvidia.notes).toEqual(['لا توجد تجميعة من فئة «الألعاب» ضمن ميزانية 1,800 – 3,000 درهم تضم بطاقة رسوميات NVIDIA كما تفضّل، لذا نعرض هنا كل العلامات التجارية.'])
    const both = choose(answers({ games: ['valorant'], budget: '1800-3000', cpu: 'amd', gpu: 'nvidia' }), ar, options)!
    expect(both.notes[0]).toContain('تضم معالج AMD وبطاقة رسوميات NVIDIA كما تفضّل')
    const general = choose(answers({ purpose: 'general-use', budget: '12000-plus' }), ar, options)!
    expect(general.notes[0]).toMatch(/^لا تحتاج إلى إنفاق 12,000\+ درهم على تجميعة من فئة «الاستخدام العام»: أغلى تجميعاتنا لهذه الفئة سعرها [\d,]+ درهم، ولذلك نوصي بها\.$/)
    const workstation = choose(answers({ purpose: '3d-workstation', budget: '1800-3000' }), ar, options)!
    expect(workstation.notes[0]).toMatch(/^لا توجد لدينا تجميعة من فئة «محطة عمل للتصميم ثلاثي الأبعاد» بسعر 1,800 – 3,000 درهم؛ وأقربها يبدأ من [\d,]+ درهم\.$/)
    for (const n of [...p.notes, ...nvidia.notes, ...general.notes, ...workstation.notes]) expect(withoutNames(n)).not.toMatch(ENGLISH_WORDS)
  })

  it('hands the build over in Arabic: the quote notes and the WhatsApp summary', () => {
    const a = answers({ games: ['valorant', 'cyberpunk-2077'], resolution: '1440p', refreshHz: 144, budget: '5000-8000' })
    const build = choose(a, ar, options)!.recommended
    const lines = buildSummary(build, a, ar, options, 'https://example.test/ar/gaming-pc-builder-tool').split('\n')
    expect(lines[0]).toBe(`التجميعة: ${build.name}، ${build.priceAed.toLocaleString('en-US')} درهم (الأسعار بتاريخ 1 سبتمبر 2025)`)
    expect(lines[1]).toBe(`المعالج: ${build.parts[0]!.name}`)
    expect(lines.slice(9)).toEqual(['الاستخدام: الألعاب؛ Valorant، Cyberpunk 2077؛ شاشة 1440p 144 Hz', 'الميزانية: 5,000 – 8,000 درهم', 'اختيرت عبر: https://example.test/ar/gaming-pc-builder-tool'])
    const url = new URL(buildQuoteUrl('/contact-dubai', build, ar, options, 'https://example.test/ar/x'), 'https://example.test')
    expect(url.searchParams.get('notes')!.split('\n').at(-1)).toBe('الصفحة: https://example.test/ar/x')
  })
})

describe('the Arabic testimonials', () => {
  it('translate the words, the name and the place, and keep the rating, the date and the count', () => {
    const own = translations.ar!.testimonials!
    expect(own).toHaveLength(data.testimonials.length)
    expect(own.map((t) => [t.rating, t.verified, t.datePublished])).toEqual(data.testimonials.map((t) => [t.rating, t.verified, t.datePublished]))
    for (const [i, t] of own.entries()) {
      expect(t.text).not.toBe(data.testimonials[i]!.text)
      expect(`${t.name} ${t.location} ${t.text}`).not.toMatch(/[A-Za-z]{3,}\s+[A-Za-z]{3,}/)
    }
  })
})
