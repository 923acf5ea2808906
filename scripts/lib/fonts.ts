/**
 * The web fonts (Space Grotesk for headings, Noto Sans Arabic for Arabic text), cut down for the first view: each page's text (ASCII and the few typographic
 * characters the site writes: – — ‘ ’ “ ” … · × ° © € ™ •) and only the weights the stylesheet
 * uses, from the fontsource latin files, with subset-font (HarfBuzz's hb-subset, in WebAssembly).
 * Space Grotesk goes from 22 KB to 14 KB. Body text is the system UI font (docs/decisions/system-body-font.md). They are not
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

/** Code points of the latin subsets, as a `unicode-range` (fonts.css repeats it: tests/unit/speed/fonts.test.ts compares). « and » are the quotation marks of the Arabic copy; U+200C–200F (joiners, direction marks) and U+2066–2069 (the isolates around a phone number, src/i18n/messages.ts ltr) are invisible characters of Arabic text that would otherwise fetch a full latin file. */
export const SUBSET_RANGE = 'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00B0, U+00B7, U+00BB, U+00D7, U+200C-200F, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2066-2069, U+20AC, U+2122'

/**
 * The Arabic subset (issue 21): the letters of Modern Standard Arabic with their marks, the tatweel, the
 * Arabic comma, semicolon and question mark, the four letters loanwords use (پ چ ڤ گ), and the joiners
 * and the left-to-right mark. Digits are Western, from the latin font. Arabic pages only: no English
 * page has a character in this range, so no English visitor downloads it.
 */
export const ARABIC_SUBSET_RANGE = 'U+060C, U+061B, U+061F, U+0621-063A, U+0640-0652, U+0670, U+067E, U+0686, U+06A4, U+06AF, U+06CC, U+200C-200E'

/** fontsource's own unicode-range of each full file the subsets are cut from. */
export const FONTSOURCE_LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
export const FONTSOURCE_ARABIC = 'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1'

export interface SubsetFont {
  /** Written as `${FONT_DIR}/${out}`; also the start of the hashed name in assets/. */
  out: string
  source: string
  /** The weights the stylesheet uses (font-weight in global.css's @font-face says the same). */
  weight: { min: number; max: number }
  /** The characters of the subset, as the `unicode-range` of its face. */
  range: string
  /** What the full file covers (fontsource's own range); its face takes the rest of it. */
  fullRange: string
}

export const SUBSET_FONTS: readonly SubsetFont[] = [
  { out: 'space-grotesk-subset.woff2', source: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2', weight: { min: 400, max: 700 }, range: SUBSET_RANGE, fullRange: FONTSOURCE_LATIN },
  { out: 'noto-sans-arabic-subset.woff2', source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', weight: { min: 400, max: 800 }, range: ARABIC_SUBSET_RANGE, fullRange: FONTSOURCE_ARABIC },
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
  await Promise.all(
    SUBSET_FONTS.map(async (font) => {
      const source = fs.readFileSync(require.resolve(font.source))
      const subset = await subsetFont(source, rangeText(font.range), { targetFormat: 'woff2', variationAxes: { wght: font.weight } })
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
