/**
 * The one web font: Noto Sans Arabic for the Arabic pages' text, cut down for the first view to the letters
 * the Arabic copy uses, in the weights the stylesheet uses, from fontsource's Arabic file, with subset-font
 * (HarfBuzz's hb-subset, in WebAssembly). English pages load no font: headings and text are the system UI
 * font (docs/decisions/system-heading-font.md). Preloaded on the pages whose stylesheet names it (the Arabic
 * ones, build/pages/page-html.ts): without it the browser asks for it only at its first layout and swaps it in
 * after the first paint, which moved the text (CLS 0.001–0.002; docs/decisions/arabic-font-preload.md).
 * fonts-ar.css keeps the full Arabic file for any other character of the script (`unicode-range`).
 *
 * Written to .cache/fonts/ (ignored by git) when a build or the dev server starts; Vite hashes
 * it into assets/ from the url() in fonts-ar.css.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import subsetFont from 'subset-font'

export const FONT_DIR = '.cache/fonts'

/**
 * The Arabic subset: the letters of Modern Standard Arabic with their marks, the tatweel, the
 * Arabic comma, semicolon and question mark, the four letters loanwords use (پ چ ڤ گ), and the joiners
 * and the left-to-right mark. Digits are Western, in the system font. Arabic pages only: no English
 * page has a character in this range, so no English visitor downloads it.
 */
export const ARABIC_SUBSET_RANGE = 'U+060C, U+061B, U+061F, U+0621-063A, U+0640-0652, U+0670, U+067E, U+0686, U+06A4, U+06AF, U+06CC, U+200C-200E'

/** fontsource's own unicode-range of the full file the subset is cut from. */
export const FONTSOURCE_ARABIC = 'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1'

export interface SubsetFont {
  /** Written as `${FONT_DIR}/${out}`; also the start of the hashed name in assets/. */
  out: string
  source: string
  /** The weights the stylesheet uses (font-weight in fonts-ar.css's @font-face says the same). */
  weight: { min: number; max: number }
  /** The characters of the subset, as the `unicode-range` of its face. */
  range: string
  /** What the full file covers (fontsource's own range); its face takes the rest of it. */
  fullRange: string
}

export const SUBSET_FONTS: readonly SubsetFont[] = [
  // 400–700: the weights Arabic pages use (800 is only on the English staff page); 16 KB instead of 23 KB for 400–800.
  { out: 'noto-sans-arabic-subset.woff2', source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', weight: { min: 400, max: 700 }, range: ARABIC_SUBSET_RANGE, fullRange: FONTSOURCE_ARABIC },
]

/** Every character of `unicode-range` values like ARABIC_SUBSET_RANGE. */
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
