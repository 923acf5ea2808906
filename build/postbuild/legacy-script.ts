/**
 * The 404 page's resolver script: src/features/legacy/legacy-redirect-entry.ts
 * bundled with the redirect tables inlined, written under a content-hashed
 * name in assets/ and loaded first in 404.html's head, before React.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { LegacyTables } from '../../src/site/redirect-table.ts'
import { bundleScript } from './bundle.ts'
import { replaceFile } from '../lib/files.ts'

export async function writeLegacyRedirectScript(outDir: string, tables: LegacyTables): Promise<string> {
  const code = await bundleScript('src/features/legacy/legacy-redirect-entry.ts', { __LEGACY_TABLES__: tables })
  const hash = crypto.createHash('sha256').update(code).digest('base64url').slice(0, 10)
  const src = `/assets/legacy-redirect-${hash}.js`
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true })
  replaceFile(path.join(outDir, src), code)

  const file = path.join(outDir, '404.html')
  const html = fs.readFileSync(file, 'utf8')
  const tag = `<script src="${src}"></script>`
  // Right after the charset (which must stay first), before any other script.
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html)
  let updated: string
  if (charset) updated = html.replace(charset[0], `${charset[0]}${tag}`)
  else if (/<head>/i.test(html)) updated = html.replace(/<head>/i, `<head>${tag}`)
  else updated = html.replace(/(<html[^>]*>)?/i, (m) => `${m}<head>${tag}</head>`)
  replaceFile(file, updated)
  return src
}
