/**
 * Build-time image pipeline: every source image the content names (post heroes,
 * build photos, logos) becomes WebP files at the responsive widths, plus a JPEG
 * for Open Graph cards. Output goes to public/img/ (ignored by git), so Vite
 * serves it in dev and copies it into the build. Unchanged sources are skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_WIDTHS, imageBaseName, type ImageInfo } from './image-urls.ts'

export const IMAGE_OUT_DIR = 'public/img'

async function renderOne(root: string, src: string): Promise<ImageInfo> {
  const file = path.join(root, src)
  const name = imageBaseName(src)
  const outDir = path.join(root, IMAGE_OUT_DIR)
  const stat = fs.statSync(file)
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
    { out: path.join(outDir, `${name}-og.jpg`), make: (s: Sharp) => s.resize({ width: 1200, height: 630, fit: 'cover' }).flatten({ background: '#0b0f17' }).jpeg({ quality: 82 }) },
  ]
  await Promise.all(
    targets.map(async ({ out, make }) => {
      if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= stat.mtimeMs) return
      await make(sharp(input, density ? { density } : {})).toFile(out)
    }),
  )
  return { src, name, width: intrinsicWidth, height: intrinsicHeight, widths }
}

/** Renders every source image (paths relative to the project root) and returns their sizes. */
export async function renderImages(root: string, sources: Iterable<string>): Promise<Record<string, ImageInfo>> {
  fs.mkdirSync(path.join(root, IMAGE_OUT_DIR), { recursive: true })
  const unique = [...new Set(sources)]
  const missing = unique.filter((s) => !fs.existsSync(path.join(root, s)))
  if (missing.length) throw new Error(missing.map((m) => `${m}: image file does not exist`).join('\n'))
  const infos = await Promise.all(unique.map((s) => renderOne(root, s)))
  return Object.fromEntries(infos.map((i) => [i.src, i]))
}
