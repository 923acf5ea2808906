/**
 * The home page's assembly illustration (src/components/AssemblyIllustration.tsx), animated on its
 * pre-rendered markup: one step every two seconds, looping, from the bare motherboard, only while the
 * device modes allow motion (src/lib/device-modes.ts); otherwise the finished PC. Its words are the
 * page's when the page gives them as the behaviour's props (`steps`, and `counter` with `{step}` and
 * `{total}`); without them, the English of src/components/assembly-steps.ts.
 */
import { ASSEMBLY_STEPS, ASSEMBLY_TICK_MS } from '../../components/assembly-steps.ts'
import { monitorFrameRate, motionAllowed, watchDeviceModes } from '../../lib/device-modes.ts'

const LAST = ASSEMBLY_STEPS.length - 1

export default function assembly(island: HTMLElement) {
  const figure = island.querySelector<HTMLElement>('.assembly')
  if (!figure) return
  const { steps = ASSEMBLY_STEPS, counter = 'Step {step}/{total}' } = JSON.parse(island.dataset.props ?? '{}') as { steps?: readonly string[]; counter?: string }
  const parts = [...figure.querySelectorAll('.part')]
  const bars = [...figure.querySelectorAll('.assembly-steps li')]
  const now = figure.querySelector('.assembly-status .now')
  const count = figure.querySelector('.assembly-status span:last-child')
  let step = LAST
  const show = (next: number) => {
    step = next
    figure.dataset.step = String(step)
    figure.classList.toggle('done', step === LAST)
    parts.forEach((p, i) => p.classList.toggle('on', partOn(i, step)))
    bars.forEach((b, i) => b.classList.toggle('on', i <= step))
    if (now) now.textContent = steps[step] ?? ''
    if (count) count.textContent = counter.replace('{step}', String(step + 1)).replace('{total}', String(ASSEMBLY_STEPS.length))
  }
  let timer = 0
  let started = false
  let stopMonitor: (() => void) | undefined
  watchDeviceModes((modes) => {
    if (modes.ready && !modes.reducedMotion) stopMonitor ??= monitorFrameRate()
    window.clearInterval(timer)
    if (!motionAllowed(modes)) {
      if (modes.ready && !modes.hidden) show(LAST)
      return
    }
    if (!started) {
      started = true
      show(0)
    }
    timer = window.setInterval(() => show((step + 1) % ASSEMBLY_STEPS.length), ASSEMBLY_TICK_MS)
  })
}

/** Layer i of the drawing (0 board, 1 CPU, 2 and 3 memory, 4 graphics card, 5 cooler) shows from step i on. */
function partOn(layer: number, step: number) {
  return layer <= step
}
