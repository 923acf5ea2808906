import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUBSET_FONTS, rangeText } from '../../../build/vite-plugin-fonts/index.ts'
import { subsetFontsIn } from '../../../build/pages/page-html.ts'
import { ROOT } from '../content/helpers.ts'

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u

// The Arabic pages' stylesheet only (src/app/Layout.tsx); English pages have no web font.
const css = fs.readFileSync(path.join(ROOT, 'src/styles/fonts-ar.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
  const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(m[1]!)?.[1]?.trim() ?? ''
  return { family: get('font-family'), weight: get('font-weight'), src: get('src'), range: get('unicode-range') }
})
const chars = (range: string) => new Set(rangeText(range))

describe('web fonts: a subset for the first view plus the full file for the rest', () => {
  for (const font of SUBSET_FONTS) {
    const stem = font.out.replace(/\.woff2$/, '')
    const subset = faces.find((f) => f.src.includes(`.cache/fonts/${font.out}`))
    const full = faces.find((f) => f.family === subset?.family && f.src.includes(font.source))

    it(`${stem}: the subset face covers its range with the weights it was cut to`, () => {
      expect(subset, `an @font-face with src .cache/fonts/${font.out}`).toBeDefined()
      expect(subset!.range).toBe(font.range)
      expect(subset!.weight).toBe(`${font.weight.min} ${font.weight.max}`)
    })

    it(`${stem}: the full file covers every other character of its script and nothing the subset has (same weights, so one font to the browser)`, () => {
      expect(full, `an @font-face of ${subset?.family} with src ${font.source}`).toBeDefined()
      expect(full!.weight).toBe(subset!.weight)
      const a = chars(subset!.range)
      const b = chars(full!.range)
      expect([...a].filter((c) => b.has(c))).toEqual([])
      const script = [...chars(font.fullRange)].filter((c) => !CONTROL.test(c))
      expect(script.filter((c) => !a.has(c) && !b.has(c))).toEqual([])
      expect([...a, ...b].filter((c) => !chars(font.fullRange).has(c))).toEqual([])
    })
  }

  /** Every file's text under a folder of the project, recursively, whose name ends in one of `ext`. */
  const textUnder = (dir: string, ext: string[]): string =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && ext.some((x) => e.name.endsWith(x)))
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
      .join('')
  const used = (text: string) => new Set([...text].filter((c) => c > '~' && !CONTROL.test(c)))
  const arabicFont = SUBSET_FONTS.find((f) => f.out.startsWith('noto-sans-arabic'))!
  const inArabicScript = chars(arabicFont.fullRange)

  it('the Arabic subset has every Arabic character the Arabic copy uses today', () => {
    const subset = chars(arabicFont.range)
    const arabic = [...used(textUnder('data', ['.json']))].filter((c) => inArabicScript.has(c))
    expect(arabic.length).toBeGreaterThan(30)
    expect(arabic.filter((c) => !subset.has(c)).sort()).toEqual([])
  })

  it('a page preloads the subsets its stylesheet names, not the full files', () => {
    const built = `@font-face{src:url(/assets/noto-sans-arabic-subset-Cxb52WiI.woff2)format("woff2")}@font-face{src:url("/assets/noto-sans-arabic-arabic-wght-normal-BhzieyvS.woff2")}`
    expect(subsetFontsIn(built)).toEqual(['/assets/noto-sans-arabic-subset-Cxb52WiI.woff2'])
    expect(subsetFontsIn('body{color:red}')).toEqual([])
  })
})
