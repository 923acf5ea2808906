/**
 * Writes a generated site (dev/fixture-site.ts) to a directory, for measuring the audit at scale:
 *
 *   npx tsx packages/seo-audit/dev/gen-site.ts --out /work/scratch-audit/site-30k --pages 30000 --extra-links 35
 *
 * 30,000 pages with 35 extra links each is the large-site target (~600 MB, ~2.5 M links); without
 * options it is the benchmark's 1,006-page site.
 */
import { rm } from 'node:fs/promises'
import { generateSite } from './fixture-site.ts'

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
}

const dir = arg('out', '')
if (!dir) {
  console.error('usage: gen-site.ts --out DIR [--pages 1000] [--extra-links 0]')
  process.exit(2)
}
await rm(dir, { recursive: true, force: true })
const site = await generateSite({ dir, pages: Number(arg('pages', '1000')), extraLinks: Number(arg('extra-links', '0')) })
console.log(`${site.pages} pages, ${site.files} files, ${(site.bytes / 1e6).toFixed(1)} MB in ${dir}; ${site.defects.length} planted defects`)
