/**
 * The home page's assembly illustration (./AssemblyIllustration.tsx), animated on its
 * pre-rendered markup: one step every two seconds, looping, from the bare motherboard, only while the
 * device modes allow motion (src/lib/device-modes.ts) and the drawing is on screen; otherwise the
 * finished PC (reduced motion, low power, slow connection, performance mode) or where it was (a hidden
 * tab, scrolled away). It only swaps classes and the caption's text: the parts' fades are CSS
 * transitions of opacity and transform on their own layers (./AssemblyIllustration.css), which the
 * compositor runs without the main thread.
 */
import { ASSEMBLY_TICK_MS } from './assembly-steps.ts'
import { monitorFrameRate, motionAllowed, watchDeviceModes, type DeviceModes } from '../../lib/device-modes.ts'
import type { BehaviourSpec } from '../../islands/define.ts'

export default {
  name: 'assembly',
  run: (island) => {
    const figure = island.querySelector<HTMLElement>('.assembly')
    if (!figure) return
    const parts = [...figure.querySelectorAll('.part')]
    const bars = [...figure.querySelectorAll('.assembly-steps li')]
    const now = figure.querySelector('.assembly-status .now')
    const count = figure.querySelector('.assembly-status span:last-child')
    // The words are in the page's language, in the markup: a step's name on its bar, the counter's template on the figure.
    const labels = bars.map((b) => (b as HTMLElement).dataset.label ?? '')
    const template = figure.dataset.count ?? '{step}/{total}'
    const LAST = bars.length - 1
    let step = LAST
    const show = (next: number) => {
      step = next
      figure.dataset.step = String(step)
      figure.classList.toggle('done', step === LAST)
      parts.forEach((p, i) => p.classList.toggle('on', partOn(i, step)))
      bars.forEach((b, i) => b.classList.toggle('on', i <= step))
      if (now) now.textContent = labels[step]!
      // Filled here rather than with src/i18n/fill.ts: a shared module would be a second script file on the home page.
      if (count) count.textContent = template.replace('{step}', String(step + 1)).replace('{total}', String(bars.length))
    }
    let timer = 0
    let started = false
    let onScreen = false
    let stopMonitor: (() => void) | undefined
    let modes: DeviceModes | undefined
    // Moves only while motion is allowed and the drawing is on screen; a still drawing costs nothing.
    const update = () => {
      if (!modes) return
      const moving = motionAllowed(modes) && onScreen
      figure.classList.toggle('still', !moving)
      if (!moving) {
        window.clearInterval(timer)
        timer = 0
        if (!motionAllowed(modes) && modes.ready && !modes.hidden && step !== LAST) show(LAST)
        return
      }
      if (timer) return
      if (!started) {
        started = true
        show(0)
      }
      // The frame rate is probed when the drawing starts moving, not for the page's life (device-modes.ts).
      stopMonitor?.()
      stopMonitor = monitorFrameRate()
      timer = window.setInterval(() => show((step + 1) % bars.length), ASSEMBLY_TICK_MS)
    }
    new IntersectionObserver((entries) => {
      onScreen = entries.some((e) => e.isIntersecting)
      update()
    }).observe(figure)
    watchDeviceModes((next) => {
      modes = next
      update()
    })
  },
} satisfies BehaviourSpec

/** Layer i of the drawing (0 board, 1 CPU, 2 and 3 memory, 4 graphics card, 5 cooler) shows from step i on. */
function partOn(layer: number, step: number) {
  return layer <= step
}
