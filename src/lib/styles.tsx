/**
 * A page carries only the CSS of what it renders. Each screen and component imports its own sheet
 * beside it with `?inline` (the CSS text, processed and minified by Vite) and registers it while it
 * renders; the pre-renderer collects the sheets of one page and writes them as one `<style>`
 * (`PageStyles`, last in the page shell; build/pages/page-html.ts moves it into <head>). In the browser
 * build every `?inline` sheet is an empty string (build/vite-plugin-islands/index.ts): islands find their rules
 * already in the page.
 *
 * The `<style>` has two runs, each in first-use order: the base (`useBaseStyles`: the global sheet, the
 * shell, and the layout of screens and the blocks several screens share: cards, lists, the accordion),
 * then every other sheet (`useStyles`: features, islands, the blog). A sheet of the second run wins over
 * the base at equal specificity wherever it was first used, and the Arabic letter-spacing rule, which
 * closes the base, wins over the tracking of every base rule.
 */
import { createContext, useContext } from 'react'

/** The sheets one page has rendered, in the two runs of its `<style>`. */
export interface PageSheets {
  base: Set<string>
  rest: Set<string>
}
export function pageSheets(): PageSheets {
  return { base: new Set(), rest: new Set() }
}

const StyleSheets = createContext<PageSheets | null>(null)
export const StyleCollector = StyleSheets.Provider

/** Adds base sheets (global, shell, screen layout, shared blocks) to the page being rendered, in first-use order. */
export function useBaseStyles(...sheets: string[]) {
  const collected = useContext(StyleSheets)
  if (collected) for (const sheet of sheets) if (sheet) collected.base.add(sheet)
}

/** Adds sheets to the page being rendered, after every base sheet, in first-use order. */
export function useStyles(...sheets: string[]) {
  const collected = useContext(StyleSheets)
  if (collected) for (const sheet of sheets) if (sheet) collected.rest.add(sheet)
}

/** The page's stylesheet: every sheet used by what rendered before it. Render it last. */
export function PageStyles() {
  const collected = useContext(StyleSheets)
  if (!collected || collected.base.size + collected.rest.size === 0) return null
  const css = [...collected.base, ...collected.rest].join('\n')
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains "</style", which would end the page\'s <style> early')
  return <style data-page-css="" dangerouslySetInnerHTML={{ __html: css }} />
}
