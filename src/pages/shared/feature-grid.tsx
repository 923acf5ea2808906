import { Icon, type IconName } from '../../components/Icon.tsx'
import { useBaseStyles } from '../../lib/styles.tsx'
import cardsCss from './cards.css?inline'
import listsCss from './lists.css?inline'

export interface Feature {
  icon: IconName
  title: string
  text: string
}

// Class names are written whole: the build keeps a page's CSS rules by the words its pages and scripts contain (build/pages/prune-pages.ts).
const GRID_CLASS = { 2: 'grid-2', 3: 'grid-3', 4: 'grid-4' } as const

/** A grid of icon cards (features, values, benefits): the one layout several screens share. */
export function FeatureGrid({ items, columns, hover }: { items: readonly Feature[]; columns: 2 | 3 | 4; hover?: boolean }) {
  useBaseStyles(cardsCss)
  return (
    <ul className={`grid ${GRID_CLASS[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className={hover ? 'card card-hover' : 'card'}>
          <span className="icon-badge">
            <Icon name={item.icon} size={22} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** A list of short statements, each with a check mark (eligibility rules, promises, skills). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  useBaseStyles(listsCss)
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
