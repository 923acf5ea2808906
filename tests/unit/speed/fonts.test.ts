import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUBSET_FONTS, SUBSET_RANGE, rangeText } from '../../../scripts/lib/fonts.ts'
import { ROOT } from '../content/helpers.ts'

/** fontsource's latin subset, which the full files cover (their own CSS's unicode-range). */
const FONTSOURCE_LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u

const css = fs.readFileSync(path.join(ROOT, 'src/styles/fonts.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
  const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(m[1]!)?.[1]?.trim() ?? ''
  return { family: get('font-family'), weight: get('font-weight'), src: get('src'), range: get('unicode-range') }
})
const chars = (range: string) => new Set(rangeText(range))

describe('web fonts: a subset for the first view plus the full latin file for the rest', () => {
  for (const font of SUBSET_FONTS) {
    const stem = font.out.replace(/\.woff2$/, '')
    const subset = faces.find((f) => f.src.includes(`.cache/fonts/${font.out}`))
    const full = faces.find((f) => f.family === subset?.family && f.src.includes(font.source))

    it(`${stem}: the subset face covers SUBSET_RANGE with the weights it was cut to`, () => {
      expect(subset, `an @font-face with src .cache/fonts/${font.out}`).toBeDefined()
      expect(subset!.range).toBe(SUBSET_RANGE)
      expect(subset!.weight).toBe(`${font.weight.min} ${font.weight.max}`)
    })

    it(`${stem}: the full file covers every other latin character and nothing the subset has (same weights, so one font to the browser)`, () => {
      expect(full, `an @font-face of ${subset?.family} with src ${font.source}`).toBeDefined()
      expect(full!.weight).toBe(subset!.weight)
      const a = chars(subset!.range)
      const b = chars(full!.range)
      expect([...a].filter((c) => b.has(c))).toEqual([])
      const latin = [...chars(FONTSOURCE_LATIN)].filter((c) => !CONTROL.test(c))
      expect(latin.filter((c) => !a.has(c) && !b.has(c))).toEqual([])
      expect([...a, ...b].filter((c) => !chars(FONTSOURCE_LATIN).has(c))).toEqual([])
    })
  }

  it('the subset has every character the built pages and posts use outside ASCII today', () => {
    const text = fs.readdirSync(path.join(ROOT, 'posts')).filter((f) => f.endsWith('.md')).map((f) => fs.readFileSync(path.join(ROOT, 'posts', f), 'utf8')).join('')
    const data = fs.readdirSync(path.join(ROOT, 'data')).map((f) => fs.readFileSync(path.join(ROOT, 'data', f), 'utf8')).join('')
    const used = new Set([...(text + data)].filter((c) => c > '~' && !CONTROL.test(c)))
    const subset = chars(SUBSET_RANGE)
    // Anything else still renders in the real font (the full file), at the cost of a second download on that page.
    expect([...used].filter((c) => !subset.has(c)).sort()).toEqual([])
  })
})
