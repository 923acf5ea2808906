/** Cards more than one screen shows: build tiers, testimonials, partner logos, stats. */
import partnersByLocale from 'virtual:data-by-locale/partners'
import modelByLocale from 'virtual:chooser'
import testimonialsByLocale from 'virtual:data-by-locale/testimonials'
import type { SiteData } from '../../content/schemas.ts'
import { Icon, Stars, type IconName } from '../../components/Icon.tsx'
import blocksMessages from '../../i18n/ns/blocks.ts'
import { initials } from '../../lib/initials.ts'
import { fmt, useLocale, useMessages } from '../../i18n/format.tsx'
import { groupLines, type GpuTier, type Resolution } from '../../features/chooser/performance.ts'
import { formatNumber } from '../../lib/numbers.ts'
import { useFacts } from './blocks.tsx'
import { useBaseStyles } from '../../lib/styles.tsx'
import cardsCss from './cards.css?inline'

/** Only the data files this module reads (each is its own module, so chunks stay small). */
const data = { partnersByLocale, testimonialsByLocale }

type Tier = SiteData['builds']['tiers'][number]
type Specs = Tier['specs']

export function SpecList({ specs }: { specs: Specs }) {
  useBaseStyles(cardsCss)
  const m = useMessages(blocksMessages).specs
  return (
    <SpecRows
      rows={[
        [m.cpu, specs.cpu],
        [m.gpu, specs.gpu],
        [m.memory, specs.ram],
        [m.storage, specs.storage],
      ]}
    />
  )
}

/** Label and value rows, such as a build's parts. */
export function SpecRows({ rows, wide }: { rows: readonly (readonly [string, string])[]; wide?: boolean }) {
  useBaseStyles(cardsCss)
  return (
    <ul className={wide ? 'spec-list spec-list-wide' : 'spec-list'}>
      {rows.map(([k, v]) => (
        <li key={k}>
          <span className="k">{k}</span>
          <span className="v">{v}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * What a graphics-card tier plays at one resolution, per game group, in the chooser's words and from its
 * table (data/games.json): never a typed frame rate.
 */
export function Performance({ tier, resolution }: { tier: GpuTier; resolution: Resolution }) {
  useBaseStyles(cardsCss)
  const model = useMessages(modelByLocale)
  const m = useMessages(blocksMessages)
  const locale = useLocale()
  return (
    <ul className="perf">
      {groupLines(model.games, tier, resolution, model.text.performance).map((line) => (
        <li key={line.group}>
          <Icon name="gauge" size={18} />
          <span>{fmt(locale, m.tier.plays, { group: line.group, text: line.text })}</span>
        </li>
      ))}
    </ul>
  )
}

/** A home tier (price band, typical parts, what it plays). */
export function TierCard({ tier, headingLevel, highlight }: { tier: Tier; headingLevel: 2 | 3; highlight?: boolean }) {
  useBaseStyles(cardsCss)
  const Heading = `h${headingLevel}` as const
  const locale = useLocale()
  const blocks = useMessages(blocksMessages)
  const m = blocks.tier
  const { startingPriceAed } = useFacts()
  return (
    <article className={`card build-card${highlight ? ' card-highlight' : ''}`}>
      <div className="build-body">
        {highlight ? <span className="tag-new">{m.popular}</span> : null}
        <Stars rating={tier.rating} label={fmt(locale, blocks.rating, { rating: tier.rating })} />
        <Heading>{tier.name}</Heading>
        <p className="price">{fmt(locale, blocks.aedRange, { min: formatNumber(tier.priceAed.min ?? startingPriceAed), max: formatNumber(tier.priceAed.max) })}</p>
        <SpecList specs={tier.specs} />
        <Performance tier={tier.gpuTier} resolution={tier.resolution} />
      </div>
    </article>
  )
}

/** The testimonials of data/testimonials.json: visible content only (store-wide, so never Product review markup). */
export function Testimonials() {
  useBaseStyles(cardsCss)
  const locale = useLocale()
  const blocks = useMessages(blocksMessages)
  const m = blocks.testimonials
  const testimonials = useMessages(data.testimonialsByLocale)
  return (
    <ul className="grid grid-2">
      {testimonials.map((t) => (
        <li key={t.name} className="card quote-card">
          <figure>
            <Stars rating={t.rating} label={fmt(locale, blocks.rating, { rating: t.rating })} />
            <blockquote>
              <p>{fmt(locale, m.quote, { text: t.text })}</p>
            </blockquote>
            <figcaption>
              <span className="avatar" aria-hidden="true">
                {initials(t.name)}
              </span>
              <span>
                <strong>{t.name}</strong>
                <br />
                <span className="muted">{t.location}</span>
                {t.verified ? (
                  <>
                    {' · '}
                    <span className="verified">
                      <Icon name="check" size={14} />
                      {m.verified}
                    </span>
                  </>
                ) : null}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

export function PartnerLogos() {
  useBaseStyles(cardsCss)
  const partners = useMessages(data.partnersByLocale)
  return (
    <ul className="logo-row">
      {partners.map((p) => (
        <li key={p.name}>
          <img src={p.logo} alt={p.name} width="200" height="60" loading="lazy" decoding="async" />
          <span>{p.description}</span>
        </li>
      ))}
    </ul>
  )
}

export function TrustStats({ stats }: { stats: { value: string; label: string }[] }) {
  useBaseStyles(cardsCss)
  return (
    <ul className="stats section-tight">
      {stats.map((s) => (
        <li key={s.label} className="stat">
          <span className="stat-value">{s.value}</span>
          <span className="stat-label">{s.label}</span>
        </li>
      ))}
    </ul>
  )
}

const CERT_ICONS: Record<string, IconName> = { shield: 'shield', gauge: 'gauge', thermometer: 'thermometer' }
/** Maps a certification's `icon` from data/ to an icon of the set (a shield when unknown). */
export function certificationIcon(name: string): IconName {
  return CERT_ICONS[name] ?? 'shield'
}
