/**
 * Build-time image pipeline: every source image the content names (post heroes,
 * build photos, logos) becomes WebP files at the responsive widths, plus a JPEG
 * for Open Graph cards. Output goes to public/img/ (ignored by git), so Vite
 * serves it in dev and copies it into the build. Unchanged sources are skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_WIDTHS, LOGO, imageBaseName, type ImageInfo } from '../../src/content/image-urls.ts'
import { SITE_CARD_URL, SOCIAL_CARD } from '../../src/content/social-card.ts'

export const IMAGE_OUT_DIR = 'public/img'
/**
 * Sources rendered at once. A drawn SVG's pixels (about 5 MB at 1,600 px) are kept until its outputs are
 * written: all sources at once would hold every one of them, since the thread pool draws them all before it
 * encodes any output.
 */
const AT_ONCE = 4

async function renderOne(root: string, src: string): Promise<ImageInfo> {
  const file = path.join(root, src)
  const name = imageBaseName(src)
  const outDir = path.join(root, IMAGE_OUT_DIR)
  const input = fs.readFileSync(file)
  const isSvg = src.endsWith('.svg')
  const meta = await sharp(input).metadata()
  const intrinsicWidth = meta.width ?? 1600
  const intrinsicHeight = meta.height ?? 900
  // SVGs are vector: render them at a density that gives the largest width sharply.
  const density = isSvg ? Math.min(2400, Math.ceil((72 * Math.max(...IMAGE_WIDTHS)) / intrinsicWidth)) : undefined
  const widths: number[] = isSvg ? [...IMAGE_WIDTHS] : IMAGE_WIDTHS.filter((w) => w <= intrinsicWidth)
  if (widths.length === 0) widths.push(intrinsicWidth)
  const targets = [
    ...widths.map((w) => ({ out: path.join(outDir, `${name}-${w}.webp`), make: (s: Sharp) => s.resize({ width: w }).webp({ quality: 78 }) })),
    { out: path.join(outDir, `${name}-og.jpg`), make: (s: Sharp) => s.resize({ width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fit: 'cover' }).flatten({ background: '#0b0f17' }).jpeg({ quality: 82 }) },
  ].filter(({ out }) => !upToDate(out, [file]))
  // An SVG is drawn once, at the size of the largest output, and every output is resized from those pixels:
  // drawing it again for each of its six outputs made a fresh clone's 27 sources take 24.5 s instead of
  // 15.8 s. A photo is decoded per output, which lets JPEG and WebP decode at a smaller size (shrink on load).
  if (targets.length > 0) {
    const drawn = isSvg ? await sharp(input, { density }).raw().toBuffer({ resolveWithObject: true }) : undefined
    const from = () => (drawn ? sharp(drawn.data, { raw: { width: drawn.info.width, height: drawn.info.height, channels: drawn.info.channels } }) : sharp(input))
    await Promise.all(targets.map(({ out, make }) => make(from()).toFile(out)))
  }
  return { src, name, width: intrinsicWidth, height: intrinsicHeight, widths }
}

/** Renders every source image (paths relative to the project root) and returns their sizes. */
export async function renderImages(root: string, sources: Iterable<string>): Promise<Record<string, ImageInfo>> {
  fs.mkdirSync(path.join(root, IMAGE_OUT_DIR), { recursive: true })
  const unique = [...new Set(sources)]
  const missing = unique.filter((s) => !fs.existsSync(path.join(root, s)))
  if (missing.length) throw new Error(missing.map((m) => `${m}: image file does not exist`).join('\n'))
  const infos: ImageInfo[] = []
  for (let i = 0; i < unique.length; i += AT_ONCE) infos.push(...(await Promise.all(unique.slice(i, i + AT_ONCE).map((s) => renderOne(root, s)))))
  return Object.fromEntries(infos.map((i) => [i.src, i]))
}

/** True when `out` exists and is newer than every source (then it is not rendered again). */
function upToDate(out: string, sources: string[]): boolean {
  if (!fs.existsSync(out)) return false
  const made = fs.statSync(out).mtimeMs
  return sources.every((s) => fs.statSync(s).mtimeMs <= made)
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The site card: the logo mark, the name, the tagline and the domain on the brand's dark background. */
export function siteCardSvg(logoSvg: string, site: { name: string; tagline: string; url: string }): string {
  const { width, height } = SOCIAL_CARD
  const mark = logoSvg.replace(/^\s*<svg\b/, '<svg x="96" y="205" width="220" height="220"')
  const font = 'font-family="Arial, sans-serif"'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><radialGradient id="glow" cx="80%" cy="20%" r="90%"><stop offset="0" stop-color="#7c5cff" stop-opacity=".35"/><stop offset=".5" stop-color="#22d3ee" stop-opacity=".08"/><stop offset="1" stop-color="#0b0f17" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="#0b0f17"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    mark,
    `<text x="360" y="300" ${font} font-weight="700" font-size="92" fill="#f4f6fb">${escapeXml(site.name)}</text>`,
    `<text x="362" y="370" ${font} font-size="38" fill="#aab4c8">${escapeXml(site.tagline)}</text>`,
    `<text x="362" y="430" ${font} font-weight="700" font-size="30" fill="#22d3ee">${escapeXml(site.url.replace(/^https:\/\//, ''))}</text>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#22d3ee"/>`,
    '</svg>',
  ].join('')
}

/**
 * The images made from the brand rather than from content: the square logo
 * PNG for structured data and the site's social card (JPEG), both from
 * public/favicon.svg and data/site.json.
 */
export async function renderBrandImages(root: string, site: { name: string; tagline: string; url: string }): Promise<void> {
  const outDir = path.join(root, IMAGE_OUT_DIR)
  fs.mkdirSync(outDir, { recursive: true })
  const logoFile = path.join(root, LOGO.source)
  if (!fs.existsSync(logoFile)) throw new Error(`${LOGO.source}: logo file does not exist`)
  const logoSvg = fs.readFileSync(logoFile, 'utf8')
  const logoOut = path.join(root, 'public', LOGO.url)
  if (!upToDate(logoOut, [logoFile])) {
    await sharp(Buffer.from(logoSvg), { density: Math.ceil((72 * LOGO.size) / 32) })
      .resize({ width: LOGO.size, height: LOGO.size, fit: 'contain', background: '#0b0f17' })
      .png()
      .toFile(logoOut)
  }
  const cardOut = path.join(root, 'public', SITE_CARD_URL)
  if (!upToDate(cardOut, [logoFile, path.join(root, 'data/site.json')])) {
    await sharp(Buffer.from(siteCardSvg(logoSvg, site))).flatten({ background: '#0b0f17' }).jpeg({ quality: 82 }).toFile(cardOut)
  }
}
