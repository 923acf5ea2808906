/**
 * vite-react-ssg writes the data of route loaders for the browser: one
 * `static-loader-data/<page>.<hash>.json` per page and a
 * `static-loader-data-manifest-<hash>.json`, with a new random hash on every
 * build. The browser fetches that manifest on its first in-app navigation, so
 * a tab opened before a deploy asks for a file the deploy removed and shows
 * the router's error screen. This site has no route loaders (every page's
 * data is `null`), and src/main.tsx tells the client so; this step removes
 * the files and fails the build if a loader ever does return data.
 */
import fs from 'node:fs'
import path from 'node:path'

const MANIFEST = /^static-loader-data-manifest-[^/]+\.json$/
export const LOADER_DATA_DIR = 'static-loader-data'

/** Deletes the loader-data files from `outDir`; throws, naming the page, if any loader returned data. */
export function dropStaticLoaderData(outDir: string): number {
  const manifests = fs.readdirSync(outDir).filter((f) => MANIFEST.test(f))
  let files = 0
  for (const manifest of manifests) {
    const pages = JSON.parse(fs.readFileSync(path.join(outDir, manifest), 'utf8')) as Record<string, string>
    for (const [page, file] of Object.entries(pages)) {
      const data = JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as Record<string, unknown>
      const withData = Object.entries(data).filter(([, value]) => value !== null && value !== undefined)
      if (withData.length)
        throw new Error(
          `${page}: route ${withData.map(([id]) => id).join(', ')} returned loader data; the site serves no loader data (see src/main.tsx): load it in the page component instead`,
        )
      files++
    }
    fs.rmSync(path.join(outDir, manifest))
  }
  fs.rmSync(path.join(outDir, LOADER_DATA_DIR), { recursive: true, force: true })
  return files
}
