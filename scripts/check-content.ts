/** `npm run check`: validates data/ and posts/ in about a second, without a build. */
import { checkContent, reportContentError } from '../build/content/check.ts'

const started = performance.now()
try {
  const { posts, data, messages, translatedPosts } = checkContent()
  const namespaces = Object.keys(messages).length
  console.log(`Content OK: ${Object.keys(data).length} data files, ${namespaces} message file${namespaces === 1 ? '' : 's'} per language, ${posts.length} posts, ${Object.values(translatedPosts).flat().length} translated (${Math.round(performance.now() - started)} ms)`)
} catch (error) {
  process.exitCode = reportContentError(error)
}
