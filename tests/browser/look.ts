/**
 * A look at one interactive state of a page, shared by the browser tests that walk states
 * (states.test.ts, chooser.test.ts, arabic.test.ts): axe-core violations, anything that makes the page
 * wider than the screen or pushes a control off it, and a screenshot in test-results/states/ (ignored by git) for a person to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { ROOT } from './harness.ts'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
export const SHOTS = path.join(ROOT, 'test-results', 'states')

/**
 * What a look at the current state finds: axe-core violations, and anything that makes the page
 * wider than the screen. Saves a screenshot named after the state.
 */
export async function lookAt(page: Page, state: string): Promise<string[]> {
  fs.mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()!.width
  // Look at the state once it has settled: finite animations (a toast sliding in, a dialog fading) done.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  )
  await page.screenshot({ path: path.join(SHOTS, `${state}-${width}.png`) })
  const found = (await axeViolations(page)).map((v) => `${state} at ${width}px: ${v}`)
  found.push(...(await offTheScreen(page)).map((p) => `${state} at ${width}px: ${p}`))
  return found
}

/** A page wider than the screen, and controls pushed past its edge: one line each. */
export async function offTheScreen(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width
  // Against the screen's width, not innerWidth: a phone browser zooms out to fit a page that is too wide,
  // so innerWidth grows with the page and the difference stays 0.
  const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width
  const found = overflow > 0 ? [`the page is ${overflow}px wider than the screen`] : []
  found.push(...(await offScreenControls(page)).map((c) => `${c} is off the screen`))
  return found
}

/** The WCAG 2.2 A/AA and best-practice rules every look runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The axe-core rules whose result depends on where things are drawn, not only on the DOM and on which CSS
 * rules apply: text over what background (it asks the browser what lies under each point), a control's
 * size and spacing, and a box that overflows. At another width with the same media queries matching,
 * these are the only rules that can find something new (routes.test.ts).
 */
export const LAYOUT_RULES = ['color-contrast', 'target-size', 'scrollable-region-focusable']

/**
 * axe-core's violations on the page as it is now (WCAG 2.2 A/AA and best practices, or only `rules`), one
 * line each: rule and targets. Only violations are gathered: collecting every pass and every inapplicable
 * node as well cost about 15 % of each run and nothing reads them.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  }
  const result = await page.evaluate(
    (o) => (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(o),
    options,
  )
  return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Controls pushed past the screen's edge. The body clips what overflows sideways (overflow-x: clip), so
 * a header too wide for a small phone does not make the page wider: it cuts off its last button, and
 * only a look at each control's box shows it. A control inside a box that scrolls or clips on purpose
 * (a wide table, a carousel) does not count.
 */
async function offScreenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')) {
      const box = el.getBoundingClientRect()
      if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility === 'hidden') continue
      if (box.left >= -1 && box.right <= width + 1) continue
      let inScroller = false
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(up).overflowX)) inScroller = true
      }
      if (inScroller) continue
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      out.push(`${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).trim().split(/\s+/).join('.') : ''} "${name}" (${Math.round(box.left)}..${Math.round(box.right)} px)`)
    }
    return out
  })
}

