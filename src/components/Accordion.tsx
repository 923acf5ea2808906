import type { SyntheticEvent } from 'react'
import { useBaseStyles } from '../lib/styles.tsx'
import accordionCss from './Accordion.css?inline'

export interface AccordionItem {
  question: string
  answer: string
}

/** Browsers without exclusive `<details name>` get the same behaviour from this handler. */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget
  if (!opened.open) return
  opened.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((d) => {
    if (d !== opened) d.open = false
  })
}

/**
 * Questions and answers as native disclosure widgets: keyboard operable,
 * readable and usable with JavaScript off, one item open at a time
 * (`<details name>`), and every item can be closed again.
 */
export function Accordion({ name, items, className }: { name: string; items: readonly AccordionItem[]; className?: string }) {
  useBaseStyles(accordionCss)
  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <details key={item.question} name={name} onToggle={closeOthers}>
          <summary>{item.question}</summary>
          <div className="answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
