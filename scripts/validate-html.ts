/**
 * `npm run validate:html [dir]`: the Nu HTML Checker (vnu, the W3C validator) over every HTML file of
 * the build, errors only. One JVM for all files (it takes seconds to start). Exit 1 with the messages
 * when there is an error, 2 when Java or the build is missing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { listFiles } from '../build/lib/files.ts'

const dir = path.resolve(process.argv[2] ?? 'dist')
const fail = (message: string): never => {
  process.stderr.write(`validate-html: ${message}\n`)
  process.exit(2)
}

if (!fs.existsSync(path.join(dir, 'index.html'))) fail(`no build in ${dir}: run npm run build first`)
const files = listFiles(dir).filter((f) => f.endsWith('.html'))
// vnu-jar's main export is the path of the jar it ships (it runs on Debian's default JRE).
const jar = String(createRequire(import.meta.url)('vnu-jar'))
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

// vnu's CSS checker predates CSS View Transitions Level 2 and calls `@view-transition` (the page-load
// cross-fade, in every page's sheet) an unknown at-rule; browsers without it ignore it as CSS says to.
// Only that one message is filtered; any other CSS or HTML error still fails.
const knownGaps = ['.*Unrecognized at-rule “@view-transition”.*']
const result = spawnSync(
  java,
  ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'gnu', '--filterpattern', knownGaps.join('|'), ...files],
  {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
)
if (result.error) fail(`could not run ${java}: ${result.error.message} (install Debian's default-jre-headless or set JAVA_HOME)`)
// gnu format names each file as "file:/abs/dir/page.html"; keep the path a reader can open.
const messages = `${result.stdout}${result.stderr}`.trim().replaceAll(`"file:${dir}/`, '"')
if (result.status !== 0 || messages) {
  process.stderr.write(`${messages}\n`)
  process.stderr.write(`validate-html: the Nu HTML Checker found ${messages.split('\n').length} error(s) in ${dir}\n`)
  process.exit(1)
}
console.log(`Nu HTML Checker: ${files.length} HTML files in ${path.relative(process.cwd(), dir) || '.'}, 0 errors`)
