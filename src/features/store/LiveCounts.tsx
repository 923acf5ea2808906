import { Icon } from '../../components/Icon.tsx'
import { pluralForm } from '../../i18n/fill.ts'
import { fillParts } from '../../i18n/fill-parts.ts'
import type { PluralForms } from '../../i18n/island-copy.ts'
import { useLiveCounts, type SocialProofConfig } from './social-proof.ts'
import { useBaseStyles } from '../../lib/styles.tsx'
import liveCountsCss from './live-counts.css?inline'
import liveDotCss from '../../components/live-dot.css?inline'

/** The counters' props, made on the server in the page's language (./copy.ts). */
export interface LiveCountsProps {
  config: SocialProofConfig
  /** Each counter's text in every plural form of the page's language, `<b>{count}</b>` where the number goes (the count shows in bold). */
  t: { viewers: PluralForms; orders: PluralForms }
  /** The page's language, for `Intl.PluralRules`. */
  lang: string
}

/** The shop's live counters: real numbers from data/site.json's socialProof.source only; none in the pre-rendered page. */
export function LiveCounts({ config, t, lang }: LiveCountsProps) {
  useBaseStyles(liveCountsCss, liveDotCss)
  const { viewers, orders } = useLiveCounts(config)
  if (viewers === null && orders === null) return null
  const count = (forms: PluralForms, n: number, className: string) => fillParts(pluralForm(forms, lang, n), { b: (text) => <strong className={className}>{text}</strong> }, { count: n })
  return (
    <ul className="live-row">
      {viewers !== null ? (
        <li className="live-pill">
          <span className="live-dot" aria-hidden="true" />
          <span>{count(t.viewers, viewers, 'viewers')}</span>
        </li>
      ) : null}
      {orders !== null ? (
        <li className="live-pill">
          <Icon name="box" size={16} />
          <span>{count(t.orders, orders, 'orders')}</span>
        </li>
      ) : null}
    </ul>
  )
}
