/** The numbered steps of a wizard (the quote form, the build chooser): done, current (aria-current="step") and to come. */
import { useStyles } from '../lib/styles.tsx'
import css from './StepList.css?inline'

export function StepList({ titles, current, className }: { titles: readonly string[]; current: number; className?: string }) {
  useStyles(css)
  return (
    <ol className={className ? `step-list ${className}` : 'step-list'}>
      {titles.map((title, i) => {
        const n = i + 1
        return (
          <li key={title} aria-current={n === current ? 'step' : undefined} className={n < current ? 'done' : n === current ? 'current' : undefined}>
            <span className="step-list-number" aria-hidden="true">
              {n}
            </span>
            <span>{title}</span>
          </li>
        )
      })}
    </ol>
  )
}
