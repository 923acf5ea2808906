/**
 * The two web fonts, cut down for the first view: each page's text (ASCII and the few typographic
 * characters the site writes: – — ‘ ’ “ ” … · × ° © € ™ •) and only the weights the stylesheet
 * uses, from the fontsource latin files, with subset-font (HarfBuzz's hb-subset, in WebAssembly).
 * Inter goes from 48 KB to about 22 KB and Space Grotesk from 22 KB to 14 KB. They are not
 * preloaded: the stylesheet is in the page, so the browser asks for them at its first layout,
 * and a preload would only put them ahead of the first paint. The stylesheet keeps the full latin files for every other latin character
 * (`unicode-range`, src/styles/global.css), so a name with an accent still gets the real font;
 * a browser downloads those only on a page that has such a character.
 *
 * Written to .cache/fonts/ (ignored by git) when a build or the dev server starts; Vite hashes
 * them into assets/ from the url() in global.css.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import subsetFont from 'subset-font'

export const FONT_DIR = '.cache/fonts'

/** Code points of the subsets, as a `unicode-range` (global.css repeats it: tests/unit/speed/fonts.test.ts compares). */
export const SUBSET_RANGE = 'U+0020-007E, U+00A0, U+00A9, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122'

export interface SubsetFont {
  /** Written as `${FONT_DIR}/${out}`; also the start of the hashed name in assets/. */
  out: string
  source: string
  /** The weights the stylesheet uses (font-weight in global.css's @font-face says the same). */
  weight: { min: number; max: number }
}

export const SUBSET_FONTS: readonly SubsetFont[] = [
  { out: 'inter-subset.woff2', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: { min: 400, max: 800 } },
  { out: 'space-grotesk-subset.woff2', source: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2', weight: { min: 400, max: 700 } },
]

/** Every character of `unicode-range` values like SUBSET_RANGE. */
export function rangeText(range: string): string {
  return range
    .split(',')
    .map((part) => /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim()))
    .flatMap((m) => {
      if (!m) throw new Error(`Not a unicode-range part: ${range}`)
      const from = parseInt(m[1]!, 16)
      const to = m[2] ? parseInt(m[2], 16) : from
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))
    })
    .join('')
}

export async function writeFontSubsets(root: string): Promise<void> {
  const require = createRequire(path.join(root, 'package.json'))
  const dir = path.join(root, FONT_DIR)
  fs.mkdirSync(dir, { recursive: true })
  const text = rangeText(SUBSET_RANGE)
  await Promise.all(
    SUBSET_FONTS.map(async (font) => {
      const source = fs.readFileSync(require.resolve(font.source))
      const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: font.weight } })
      const out = path.join(dir, font.out)
      if (!fs.existsSync(out) || !fs.readFileSync(out).equals(subset)) fs.writeFileSync(out, subset)
    }),
  )
}

/** Writes the subsets before Vite reads the stylesheet, in builds and in the dev server. */
export function fontSubsetPlugin(root: string): Plugin {
  return {
    name: 'falcon-font-subsets',
    async buildStart() {
      await writeFontSubsets(root)
    },
  }
}
