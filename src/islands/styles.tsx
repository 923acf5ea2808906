/**
 * A page carries only the CSS of what it renders. Each screen and component imports its own sheet
 * beside it with `?inline` (the CSS text, processed and minified by Vite) and calls `useStyles(sheet)`
 * while it renders; the pre-renderer collects the sheets of one page and writes them as one `<style>`
 * (`PageStyles`, last in the page shell; build/pages/page-html.ts moves it into <head>). In the browser
 * build every `?inline` sheet is an empty string (build/vite-plugin-islands/index.ts): islands find their rules
 * already in the page.
 */
import { createContext, useContext } from 'react'

const StyleSheets = createContext<Set<string> | null>(null)
export const StyleCollector = StyleSheets.Provider

/** Adds the sheets to the page being rendered, in first-use order (the global sheet comes first). */
export function useStyles(...sheets: string[]) {
  const collected = useContext(StyleSheets)
  if (collected) for (const sheet of sheets) if (sheet) collected.add(sheet)
}

/** The page's stylesheet: every sheet used by what rendered before it. Render it last. */
export function PageStyles() {
  const collected = useContext(StyleSheets)
  if (!collected || collected.size === 0) return null
  const css = [...collected].join('\n')
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains "</style", which would end the page\'s <style> early')
  return <style data-page-css="" dangerouslySetInnerHTML={{ __html: css }} />
}
