/**
 * Device modes (SPEC section 4): reduced motion, mobile-optimised, low power,
 * slow connection, a frame-rate based performance mode, and whether the tab is
 * hidden. They are mirrored as data attributes on <html> (the stylesheet turns
 * animations and transitions off, or pauses them) and read by components that
 * animate from script (the assembly illustration).
 *
 * The server and the first client render see `SERVER_MODES` (nothing animates),
 * so hydration always matches; the real values arrive right after.
 */

export interface DeviceModes {
  reducedMotion: boolean
  /** Narrower than the 768 px breakpoint. */
  mobileOptimized: boolean
  /** Battery below 20 % and not charging. */
  lowPower: boolean
  /** 2g / slow-2g, or the data saver is on. */
  slowConnection: boolean
  /** Measured frame rate fell under 30 fps; it ends above 50 fps. */
  performanceMode: boolean
  /** The tab is in the background. */
  hidden: boolean
  /** False until the browser values are known (server render, hydration). */
  ready: boolean
}

export const SERVER_MODES: DeviceModes = Object.freeze({
  reducedMotion: false,
  mobileOptimized: false,
  lowPower: false,
  slowConnection: false,
  performanceMode: false,
  hidden: false,
  ready: false,
})

export const FPS_ON_BELOW = 30
export const FPS_OFF_ABOVE = 50
export const LOW_BATTERY = 0.2
/** Once on, performance mode stays for at least this long, so it does not flicker as animations stop. */
export const PERF_MODE_MIN_MS = 5000
export const MONITOR_DELAY_MS = 1000

/** Script-driven animation may run: no mode asks for stillness and the tab is visible. */
export function motionAllowed(m: DeviceModes): boolean {
  return m.ready && !m.reducedMotion && !m.lowPower && !m.slowConnection && !m.performanceMode && !m.hidden
}

/** The performance-mode switch for one measured frame rate: on under 30 fps, off above 50, else unchanged. */
export function nextPerformanceMode(current: boolean, fps: number): boolean {
  if (fps < FPS_ON_BELOW) return true
  if (fps > FPS_OFF_ABOVE) return false
  return current
}

export function isLowPower(battery: { level: number; charging: boolean }): boolean {
  return battery.level < LOW_BATTERY && !battery.charging
}

export function isSlowConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  return Boolean(connection && (connection.saveData || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'))
}

const ATTRIBUTES: [keyof DeviceModes, string][] = [
  ['reducedMotion', 'data-reduced-motion'],
  ['mobileOptimized', 'data-mobile'],
  ['lowPower', 'data-low-power'],
  ['slowConnection', 'data-slow-connection'],
  ['performanceMode', 'data-perf-mode'],
  ['hidden', 'data-tab-hidden'],
]

let modes: DeviceModes = SERVER_MODES
const listeners = new Set<() => void>()
let started = false

function update(patch: Partial<DeviceModes>) {
  const next = { ...modes, ...patch }
  if (ATTRIBUTES.every(([k]) => next[k] === modes[k]) && next.ready === modes.ready) return
  modes = next
  const root = document.documentElement
  for (const [key, attr] of ATTRIBUTES) root.toggleAttribute(attr, modes[key])
  listeners.forEach((l) => l())
}

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string
  saveData?: boolean
}
interface BatteryLike extends EventTarget {
  level: number
  charging: boolean
}

function start() {
  if (started || typeof window === 'undefined') return
  started = true
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const narrow = window.matchMedia('(max-width: 767.98px)')
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  const read = () =>
    update({
      reducedMotion: motion.matches,
      mobileOptimized: narrow.matches,
      hidden: document.visibilityState === 'hidden',
      slowConnection: isSlowConnection(connection),
      ready: true,
    })
  read()
  motion.addEventListener('change', read)
  narrow.addEventListener('change', read)
  document.addEventListener('visibilitychange', read)
  connection?.addEventListener('change', read)
  const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryLike> }).getBattery
  getBattery?.call(navigator).then(
    (battery) => {
      const readBattery = () => update({ lowPower: isLowPower(battery) })
      readBattery()
      battery.addEventListener('levelchange', readBattery)
      battery.addEventListener('chargingchange', readBattery)
    },
    () => {},
  )
}

/** Starts watching the device (idempotent): the modes are mirrored on <html> for the stylesheet. */
export function startDeviceModes() {
  start()
}

/** The current modes; calls `listener` whenever they change. Returns the unsubscribe function. */
export function watchDeviceModes(listener: (modes: DeviceModes) => void): () => void {
  start()
  const notify = () => listener(modes)
  listeners.add(notify)
  notify()
  return () => listeners.delete(notify)
}

/** One-second windows a probe measures before it stops, when performance mode stays off. */
export const PROBE_WINDOWS = 2

/** Whether a probe has measured enough: after PROBE_WINDOWS windows, unless performance mode is on (then until it ends). */
export function probeDone(windows: number, performanceMode: boolean): boolean {
  return !performanceMode && windows >= PROBE_WINDOWS
}

/**
 * Probes the frame rate, a second at a time, and switches performance mode (under 30 fps on, above
 * 50 fps off). A requestAnimationFrame loop makes the main thread produce every frame, so the probe does
 * not run for the page's life: it starts a second after it is called (page load is not the device's
 * steady rate), measures PROBE_WINDOWS seconds, and stops; only performance mode keeps it running, to see
 * when it can end. The animation that asks for it calls it when it starts moving. Returns the function
 * that stops it early.
 */
export function monitorFrameRate(): () => void {
  if (typeof requestAnimationFrame === 'undefined') return () => {}
  let frames = 0
  let windows = 0
  let windowStart = 0
  let onSince = 0
  let raf = 0
  const tick = (now: number) => {
    frames++
    const elapsed = now - windowStart
    if (elapsed >= 1000) {
      // A long gap means the tab was in the background, not a slow device: skip that window.
      if (elapsed < 2000 && document.visibilityState === 'visible') {
        windows++
        const fps = (frames * 1000) / elapsed
        const next = nextPerformanceMode(modes.performanceMode, fps)
        if (next && !modes.performanceMode) onSince = now
        if (next || now - onSince >= PERF_MODE_MIN_MS) update({ performanceMode: next })
      }
      if (probeDone(windows, modes.performanceMode)) return
      frames = 0
      windowStart = now
    }
    raf = requestAnimationFrame(tick)
  }
  const delay = window.setTimeout(() => {
    windowStart = performance.now()
    raf = requestAnimationFrame(tick)
  }, MONITOR_DELAY_MS)
  return () => {
    window.clearTimeout(delay)
    cancelAnimationFrame(raf)
  }
}
