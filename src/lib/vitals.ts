/**
 * Performance reporting (SPEC section 9): Core Web Vitals through the
 * web-vitals library, first-input delay, long tasks, layout shifts and slow
 * resources through PerformanceObserver, and memory every 5 s. Reports go to
 * the console in development and to analytics (`gtag`) when it is configured
 * and loaded. Loaded after hydration by `useVitals`; never on the first paint's path.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

/** Good-enough limits; above them a metric is reported as poor. */
export const VITAL_THRESHOLDS = { LCP: 2500, FID: 100, INP: 200, CLS: 0.1, TTFB: 800, FCP: 1800 } as const
export const LONG_TASK_MS = 50
export const VERY_LONG_TASK_MS = 100
export const LAYOUT_SHIFT_LIMIT = 0.1
export const SLOW_RESOURCE_MS = 1000
export const MEMORY_CHECK_MS = 5000
export const MEMORY_WARN_RATIO = 0.8

export type VitalName = keyof typeof VITAL_THRESHOLDS

export type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

export interface VitalsSink {
  /** Console reporting (development). */
  log?: Pick<Console, 'info' | 'warn'>
  /** Analytics, when configured; read at report time because gtag may load later. */
  gtag?: () => Gtag | undefined
}

export function rateVital(name: VitalName, value: number): 'good' | 'poor' {
  return value <= VITAL_THRESHOLDS[name] ? 'good' : 'poor'
}

const formatValue = (name: VitalName, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`)

/** The reporting rules, separate from the observers so they can be tested with plain objects. */
export function createPerformanceReporter(sink: VitalsSink) {
  const event = (name: string, params: Record<string, unknown>) => sink.gtag?.()?.('event', name, { non_interaction: true, ...params })
  return {
    vital(name: VitalName, value: number, id = '') {
      const rating = rateVital(name, value)
      const line = `[vitals] ${name} ${formatValue(name, value)} (${rating}; limit ${formatValue(name, VITAL_THRESHOLDS[name])})`
      if (rating === 'poor') sink.log?.warn(line)
      else sink.log?.info(line)
      event('web_vitals', { metric_name: name, value: name === 'CLS' ? Math.round(value * 1000) : Math.round(value), metric_rating: rating, metric_id: id })
    },
    longTask(duration: number) {
      if (duration <= LONG_TASK_MS) return
      const line = `[vitals] Long task: ${Math.round(duration)} ms`
      if (duration > VERY_LONG_TASK_MS) sink.log?.warn(`${line} (over ${VERY_LONG_TASK_MS} ms: the page could not respond to input)`)
      else sink.log?.info(line)
      event('long_task', { value: Math.round(duration) })
    },
    layoutShift(value: number, hadRecentInput: boolean) {
      if (hadRecentInput || value <= LAYOUT_SHIFT_LIMIT) return
      sink.log?.warn(`[vitals] Layout shift of ${value.toFixed(3)} (over ${LAYOUT_SHIFT_LIMIT})`)
      event('layout_shift_detected', { value: Math.round(value * 1000) })
    },
    resource(name: string, duration: number) {
      if (duration <= SLOW_RESOURCE_MS) return
      sink.log?.warn(`[vitals] Slow resource: ${name} took ${Math.round(duration)} ms (over ${SLOW_RESOURCE_MS} ms)`)
      event('slow_resource', { resource: name, value: Math.round(duration) })
    },
    memory(used: number, limit: number) {
      if (!limit || used / limit <= MEMORY_WARN_RATIO) return
      sink.log?.warn(`[vitals] Memory: ${Math.round((used / limit) * 100)}% of the JavaScript heap limit in use (over ${MEMORY_WARN_RATIO * 100}%)`)
    },
  }
}

function observe(type: string, callback: (entries: PerformanceEntryList) => void, log?: VitalsSink['log']) {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
    log?.info(`[vitals] This browser cannot observe "${type}" entries`)
    return
  }
  new PerformanceObserver((list) => callback(list.getEntries())).observe({ type, buffered: true })
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number
  hadRecentInput: boolean
}
interface FirstInputEntry extends PerformanceEntry {
  processingStart: number
}

/** Starts every observer once. */
export function startVitals(sink: VitalsSink) {
  if (typeof PerformanceObserver === 'undefined') {
    sink.log?.info('[vitals] PerformanceObserver is not supported: no performance reports')
    return
  }
  const report = createPerformanceReporter(sink)
  const onMetric = (metric: Metric) => report.vital(metric.name as VitalName, metric.value, metric.id)
  onLCP(onMetric)
  onCLS(onMetric)
  onINP(onMetric)
  onFCP(onMetric)
  onTTFB(onMetric)
  observe('first-input', (entries) => {
    const first = entries[0] as FirstInputEntry | undefined
    if (first) report.vital('FID', first.processingStart - first.startTime)
  }, sink.log)
  observe('longtask', (entries) => entries.forEach((e) => report.longTask(e.duration)), sink.log)
  observe('layout-shift', (entries) => entries.forEach((e) => report.layoutShift((e as LayoutShiftEntry).value, (e as LayoutShiftEntry).hadRecentInput)), sink.log)
  observe('resource', (entries) => entries.forEach((e) => report.resource(e.name, e.duration)), sink.log)
  const memory = () => (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } }).memory
  if (memory() && sink.log)
    window.setInterval(() => {
      const m = memory()
      if (m) report.memory(m.usedJSHeapSize, m.jsHeapSizeLimit)
    }, MEMORY_CHECK_MS)
}
