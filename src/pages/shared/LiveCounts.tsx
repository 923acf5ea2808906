import { Icon } from '../../components/Icon.tsx'
import { useLiveCounts, type SocialProofConfig } from './social-proof.ts'

/** The shop's live counters: real numbers from data/site.json's socialProof.source only; none in the pre-rendered page. */
export function LiveCounts({ config }: { config: SocialProofConfig }) {
  const { viewers, orders } = useLiveCounts(config)
  if (viewers === null && orders === null) return null
  return (
    <ul className="live-row">
      {viewers !== null ? (
        <li className="live-pill">
          <span className="live-dot" aria-hidden="true" />
          <span>
            <strong className="viewers">{viewers}</strong> people viewing this page
          </span>
        </li>
      ) : null}
      {orders !== null ? (
        <li className="live-pill">
          <Icon name="box" size={16} />
          <span>
            <strong className="orders">{orders}</strong> orders today
          </span>
        </li>
      ) : null}
    </ul>
  )
}
