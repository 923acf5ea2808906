import { describe, expect, it } from 'vitest'
import { createPerformanceReporter, rateVital, VITAL_THRESHOLDS } from '../../../src/lib/vitals.ts'

function recorder() {
  const lines: [string, string][] = []
  const events: [string, Record<string, unknown>][] = []
  const reporter = createPerformanceReporter({
    log: { info: (m: string) => lines.push(['info', m]), warn: (m: string) => lines.push(['warn', m]) },
    gtag: () => (_command, name, params) => events.push([name, params]),
  })
  return { lines, events, reporter }
}

describe('performance reporting (SPEC section 9 thresholds)', () => {
  it('uses the thresholds of the spec', () => {
    expect(VITAL_THRESHOLDS).toMatchObject({ LCP: 2500, FID: 100, CLS: 0.1, TTFB: 800, FCP: 1800 })
    expect(rateVital('LCP', 2500)).toBe('good')
    expect(rateVital('LCP', 2501)).toBe('poor')
    expect(rateVital('CLS', 0.11)).toBe('poor')
  })

  it('logs a good vital as info and a poor one as a warning, and sends both to analytics', () => {
    const { lines, events, reporter } = recorder()
    reporter.vital('LCP', 1200.4, 'v1')
    reporter.vital('TTFB', 950)
    reporter.vital('CLS', 0.25)
    expect(lines).toEqual([
      ['info', '[vitals] LCP 1200 ms (good; limit 2500 ms)'],
      ['warn', '[vitals] TTFB 950 ms (poor; limit 800 ms)'],
      ['warn', '[vitals] CLS 0.250 (poor; limit 0.100)'],
    ])
    expect(events[0]).toEqual(['web_vitals', { non_interaction: true, metric_name: 'LCP', value: 1200, metric_rating: 'good', metric_id: 'v1' }])
    expect(events[2]![1]).toMatchObject({ metric_name: 'CLS', value: 250 })
  })

  it('reports long tasks over 50 ms, warning over 100 ms', () => {
    const { lines, events, reporter } = recorder()
    reporter.longTask(50)
    reporter.longTask(70)
    reporter.longTask(180)
    expect(lines).toEqual([
      ['info', '[vitals] Long task: 70 ms'],
      ['warn', '[vitals] Long task: 180 ms (over 100 ms: the page could not respond to input)'],
    ])
    expect(events.map(([name, p]) => [name, p.value])).toEqual([
      ['long_task', 70],
      ['long_task', 180],
    ])
  })

  it('reports layout shifts over 0.1 that the visitor did not cause', () => {
    const { lines, events, reporter } = recorder()
    reporter.layoutShift(0.05, false)
    reporter.layoutShift(0.3, true)
    reporter.layoutShift(0.2, false)
    expect(lines).toEqual([['warn', '[vitals] Layout shift of 0.200 (over 0.1)']])
    expect(events).toEqual([['layout_shift_detected', { non_interaction: true, value: 200 }]])
  })

  it('warns about resources slower than 1000 ms and memory above 80%', () => {
    const { lines, reporter } = recorder()
    reporter.resource('/img/a.webp', 900)
    reporter.resource('/img/b.webp', 1500)
    reporter.memory(70, 100)
    reporter.memory(85, 100)
    expect(lines).toEqual([
      ['warn', '[vitals] Slow resource: /img/b.webp took 1500 ms (over 1000 ms)'],
      ['warn', '[vitals] Memory: 85% of the JavaScript heap limit in use (over 80%)'],
    ])
  })

  it('stays silent without a console and without gtag (production, analytics off)', () => {
    const reporter = createPerformanceReporter({ gtag: () => undefined })
    expect(() => {
      reporter.vital('LCP', 9000)
      reporter.longTask(500)
    }).not.toThrow()
  })
})
