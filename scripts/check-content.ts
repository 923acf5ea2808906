/** `npm run check`: validates data/ and posts/ in about a second, without a build. */
import { checkContent, reportContentError, ROOT } from '../build/content/check.ts'
import { writeVirtualModuleTypes } from '../build/vite-plugin-content/virtual-types.ts'
import { renderMarkdownAhead } from '../build/content/render-ahead.ts'

const started = performance.now()
// The virtual modules' types follow the schemas (a developer who changed one runs this).
writeVirtualModuleTypes(ROOT)
await renderMarkdownAhead(ROOT)
try {
  const { posts, data, messages, translatedPosts } = checkContent()
  const namespaces = Object.keys(messages).length
  console.log(`Content OK: ${Object.keys(data).length} data files, ${namespaces} message file${namespaces === 1 ? '' : 's'} per language, ${posts.length} posts, ${Object.values(translatedPosts).flat().length} translated (${Math.round(performance.now() - started)} ms)`)
} catch (error) {
  process.exitCode = reportContentError(error)
}
