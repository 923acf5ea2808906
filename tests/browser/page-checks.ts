/**
 * What a page's HTML alone shows, checked on the built files in milliseconds rather than in a browser:
 * `lang`/`dir`, one h1 and no skipped heading level, alt text on every image, no table a phone cannot
 * scroll, no element declared wider than a 320 px screen, no inline script but the build's own, and an
 * island whose chunk is missing. The browser walks (routes.test.ts) load one page per template; these
 * run on every page (pages.test.ts), and tests/unit/suite/page-checks.test.ts plants each defect.
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'

/** The narrowest screen the site is made for. */
export const SCREEN_MIN_PX = 320

export interface PageCheckOptions {
  /** The inline scripts (`<script>` without a type or `src`) the build writes: the bootstraps. */
  inlineScripts: ReadonlySet<string>
  /** Whether a site path (an island's chunk, `/assets/…`) is a file of the build. */
  exists(sitePath: string): boolean
}

const is = (el: Element, tag: string) => el.name === tag
const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name)
const inside = (el: Element, test: (up: Element) => boolean) => {
  for (let up = el.parent; up && up.type === 'tag'; up = up.parent) if (test(up as Element)) return true
  return false
}

/** The findings for one page, each naming the route and the check. */
export function checkPageHtml(html: string, route: string, options: PageCheckOptions): string[] {
  const doc = parseDocument(html)
  const all = DomUtils.findAll(() => true, doc.children)
  const found: string[] = []
  const say = (check: string, what: string) => found.push(`${route}: ${check}: ${what}`)

  const root = all.find((el) => is(el, 'html'))
  const arabic = route === '/ar' || route.startsWith('/ar/')
  const [lang, dir] = [root?.attribs.lang, root?.attribs.dir]
  if (lang !== (arabic ? 'ar' : 'en') || (arabic ? dir !== 'rtl' : dir !== undefined)) say('lang', `lang="${lang ?? ''}" dir="${dir ?? ''}"`)

  const main = all.find((el) => is(el, 'main'))
  if (!main) say('main', 'no <main>')
  const levels = main ? DomUtils.findAll((el) => /^h[1-6]$/.test(el.name), main.children).map((h) => Number(h.name[1])) : []
  const h1s = levels.filter((l) => l === 1).length
  if (h1s !== 1) say('headings', `${h1s} h1 in main`)
  else if (levels[0] !== 1) say('headings', `the first heading is h${levels[0]}`)
  levels.forEach((l, i) => {
    if (i > 0 && l > levels[i - 1]! + 1) say('headings', `h${levels[i - 1]} followed by h${l}`)
  })

  for (const img of all.filter((el) => is(el, 'img'))) {
    if (img.attribs.alt === undefined) say('alt', `<img src="${img.attribs.src ?? ''}"> has no alt`)
  }

  const scrolls = (el: Element) => hasClass(el, 'table-scroll')
  for (const table of all.filter((el) => is(el, 'table'))) {
    if (!inside(table, scrolls)) say('width', 'a <table> outside a sideways-scrolling box (.table-scroll)')
  }
  for (const el of all) {
    const style = el.attribs.style ?? ''
    const declared = [el.attribs.width, /(?:^|;)\s*(?:min-)?width\s*:\s*([\d.]+)px/.exec(style)?.[1]].map(Number).filter((n) => n > SCREEN_MIN_PX)
    // Images and drawings scale down (max-width: 100%); a box declared wider than the screen does not.
    if (declared.length && !['img', 'svg', 'source', 'video', 'iframe'].includes(el.name) && !inside(el, (up) => is(up, 'svg') || scrolls(up)) && !scrolls(el))
      say('width', `<${el.name}> declared ${Math.max(...declared)} px wide, wider than a ${SCREEN_MIN_PX} px screen`)
  }

  for (const script of all.filter((el) => is(el, 'script'))) {
    const { type, src } = script.attribs
    if (src !== undefined || type === 'application/ld+json' || type === 'speculationrules') continue
    if (!options.inlineScripts.has(DomUtils.textContent(script))) say('script', `an inline script that the build did not write: ${DomUtils.textContent(script).slice(0, 60)}`)
  }
  for (const script of all.filter((el) => is(el, 'script') && el.attribs.src !== undefined)) {
    if (!options.exists(script.attribs.src!)) say('script', `${script.attribs.src} is not in the build`)
  }

  for (const island of all.filter((el) => is(el, 'falcon-island'))) {
    const name = island.attribs['data-island']
    const chunks = [island.attribs['data-src'], ...(island.attribs['data-deps']?.split(' ') ?? [])]
    if (!chunks[0]) say('island', `island "${name}" has no chunk`)
    for (const chunk of chunks.filter(Boolean)) if (!options.exists(chunk!)) say('island', `island "${name}": ${chunk} is not in the build`)
  }
  return found
}
