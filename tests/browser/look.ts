/**
 * A look at one interactive state of a page, shared by the browser tests that walk states
 * (states.test.ts, chooser.test.ts): axe-core violations, anything that makes the page wider than the
 * screen, and a screenshot in test-results/states/ (ignored by git) for a person to look at.
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    }),
  )
  const found = violations.violations.map((v) => `${state} at ${width}px: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  if (overflow > 0) found.push(`${state} at ${width}px: the page is ${overflow}px wider than the screen`)
  return found
}

