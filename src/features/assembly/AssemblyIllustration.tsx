import type { ReactNode } from 'react'

import { fill } from '../../i18n/fill.ts'
import assemblyCss from './AssemblyIllustration.css?inline'
import { useBaseStyles, useStyles } from '../../lib/styles.tsx'
import liveDotCss from '../../components/live-dot.css?inline'
import { Behaviour } from '../../islands/Island.tsx'
import assemblyBehaviour from './assembly.behaviour.ts'

export { ASSEMBLY_TICK_MS } from './assembly-steps.ts'

/** The illustration's words in the page's language: the six step names, `Step {step}/{total}` and the finished line. */
export interface AssemblyCopy {
  steps: readonly string[]
  count: string
  done: string
}

/**
 * One part of the PC as its own layer (a full-size transparent SVG), so its fade and slide are
 * opacity/transform changes the compositor animates without repainting the drawing.
 */
function Layer({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <svg className={on ? 'layer part on' : 'layer part'} viewBox="0 0 480 380" aria-hidden="true">
      {children}
    </svg>
  )
}

/**
 * The build, step by step: 0 motherboard … 5 cooler, one step every two seconds, looping, with
 * 'PC ASSEMBLED & RUNNING' on the last step.
 *
 * The pre-rendered page (and so JavaScript off) shows the finished PC. The loop is
 * ./assembly.behaviour.ts, which runs it on this markup only while motion is allowed:
 * reduced motion, low power, slow connection and performance mode show the finished PC; a hidden
 * tab pauses where it is.
 */
export function AssemblyIllustration({ caption, copy }: { caption: string; copy: AssemblyCopy }) {
  useBaseStyles(liveDotCss)
  useStyles(assemblyCss)
  const { steps } = copy
  const step = steps.length - 1
  const done = step === steps.length - 1
  return (
    <Behaviour of={assemblyBehaviour} when="visible">
      <figure className={`assembly${done ? ' done' : ''}`} data-step={step} data-count={copy.count}>
        <p className="assembly-final" aria-hidden="true">
          <span className="live-dot" aria-hidden="true" />
          {copy.done}
        </p>
        <div className="assembly-stage">
          <span className="layer glow" aria-hidden="true" />
          <svg className="layer" viewBox="0 0 480 380" width="480" height="380" aria-hidden="true">
            <defs>
              <linearGradient id="as-case" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#182133" />
                <stop offset="1" stopColor="#0b1019" />
              </linearGradient>
              <linearGradient id="as-board" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#121a28" />
                <stop offset="1" stopColor="#0d131e" />
              </linearGradient>
              <linearGradient id="as-gpu" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#222d40" />
                <stop offset="1" stopColor="#131a27" />
              </linearGradient>
              <linearGradient id="as-rgb" x1="0" y1="0" x2="1" y2="0">
                <stop offset="0" stopColor="#22d3ee" />
                <stop offset="1" stopColor="#7c5cff" />
              </linearGradient>
              <g id="as-fan">
                <circle r="26" fill="#0a0f18" stroke="#2a3750" strokeWidth="2" />
                <path d="M0-5C6-18 16-18 18-10S6-2 0-5zM5 0c13 6 13 16 5 18S2 6 5 0zM0 5C-6 18-16 18-18 10S-6 2 0 5zM-5 0c-13-6-13-16-5-18S-2-6-5 0z" fill="#3b4a66" />
                <circle r="5" fill="#22d3ee" />
              </g>
            </defs>
            {/* Case, glass panel, front intake fans and PSU shroud */}
            <rect x="40" y="20" width="400" height="340" rx="22" fill="url(#as-case)" stroke="#2d3a52" strokeWidth="2" />
            <rect x="52" y="32" width="376" height="316" rx="14" fill="#080c14" stroke="#1f2a3d" />
            <use href="#as-fan" x="392" y="84" />
            <use href="#as-fan" x="392" y="156" />
            <use href="#as-fan" x="392" y="228" />
            <rect x="62" y="292" width="294" height="46" rx="8" fill="#111827" stroke="#1f2a3d" />
            <text x="78" y="320" direction="ltr" fill="#3b4a66" fontFamily="Arial, sans-serif" fontSize="12" letterSpacing="3">
              FALCON PC
            </text>
          </svg>
          {/* 0: motherboard */}
          <Layer on={step >= 0}>
            <rect x="70" y="44" width="276" height="236" rx="8" fill="url(#as-board)" stroke="#2a3750" />
            <path d="M90 70h40M90 80h28M300 250h30M300 260h20M96 250v16h60" stroke="#22d3ee" strokeOpacity=".35" strokeWidth="2" fill="none" />
            <rect x="118" y="78" width="76" height="76" rx="6" fill="#0b111b" stroke="#3b4a66" strokeDasharray="4 3" />
            <rect x="232" y="66" width="8" height="110" rx="2" fill="#172033" />
            <rect x="250" y="66" width="8" height="110" rx="2" fill="#172033" />
            <rect x="86" y="196" width="240" height="8" rx="2" fill="#172033" />
          </Layer>
          {/* 1: CPU */}
          <Layer on={step >= 1}>
            <rect x="128" y="88" width="56" height="56" rx="5" fill="#2b3852" stroke="#8fa3c4" strokeWidth="1.5" />
            <rect x="140" y="100" width="32" height="32" rx="3" fill="#0e1624" stroke="#22d3ee" strokeOpacity=".7" />
          </Layer>
          {/* 2, 3: memory */}
          <Layer on={step >= 2}>
            <rect x="229" y="62" width="14" height="118" rx="3" fill="#1c2638" stroke="#3b4a66" />
            <rect x="229" y="62" width="14" height="10" rx="3" fill="url(#as-rgb)" />
          </Layer>
          <Layer on={step >= 3}>
            <rect x="247" y="62" width="14" height="118" rx="3" fill="#1c2638" stroke="#3b4a66" />
            <rect x="247" y="62" width="14" height="10" rx="3" fill="url(#as-rgb)" />
          </Layer>
          {/* 4: graphics card */}
          <Layer on={step >= 4}>
            <rect x="80" y="190" width="262" height="66" rx="10" fill="url(#as-gpu)" stroke="#3b4a66" />
            <rect x="80" y="190" width="262" height="5" rx="2" fill="url(#as-rgb)" />
            <use href="#as-fan" x="128" y="225" />
            <use href="#as-fan" x="211" y="225" />
            <use href="#as-fan" x="294" y="225" />
          </Layer>
          {/* 5: CPU cooler (pump head) */}
          <Layer on={step >= 5}>
            <circle cx="156" cy="116" r="34" fill="#141c2b" stroke="#3b4a66" strokeWidth="2" />
            <circle cx="156" cy="116" r="24" fill="none" stroke="url(#as-rgb)" strokeWidth="4" />
            <circle cx="156" cy="116" r="8" fill="#22d3ee" />
            <path d="M190 104c40 0 60-10 80-40M190 128c60 0 90-20 110-70" stroke="#2a3750" strokeWidth="7" fill="none" strokeLinecap="round" />
          </Layer>
        </div>
        <div className="assembly-status" aria-hidden="true">
          <span className="now">{steps[step]}</span>
          <span>{fill(copy.count, { step: step + 1, total: steps.length })}</span>
        </div>
        <ol className="assembly-steps" aria-hidden="true">
          {steps.map((label, i) => (
            <li key={label} className={i <= step ? 'on' : undefined} data-label={label} />
          ))}
        </ol>
        <figcaption className="visually-hidden">{caption}</figcaption>
      </figure>
    </Behaviour>
  )
}
