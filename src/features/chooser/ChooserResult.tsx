/** The build chooser's result (src/features/chooser/Chooser.tsx owns the answers and the steps). */
import type { RefObject } from 'react'
import model from 'virtual:chooser'
import quoteJson from 'virtual:data/quote'
import siteJson from 'virtual:data/site'
import { whatsAppUrl } from '../../lib/chat-links.ts'
import { formatDate } from '../../lib/dates.ts'
import { formatAed as aed } from '../../lib/numbers.ts'
import { trackLazily } from '../../lib/track.ts'
import { buildSummary, gameById, goalHz, goalText, quoteHandOffUrl, verdict, type Answers, type ChooserPick } from './choose.ts'
import type { ModelBuild } from './model.ts'

const options = quoteJson
const site = siteJson

/** A chooser event through the consent-aware tracking (start, result, hand-off). */
export function trackChooser(name: string, params: Record<string, unknown>) {
  trackLazily((a) => a.track((t) => t.event(name, { event_category: 'engagement', ...params })))
}

/** A result: the notes, the recommended build with the next one down and up, and the ways to go on. */
export function Result({
  pick,
  answers,
  headingRef,
  contactPath,
  shareUrl,
  shared,
  onShare,
  onChangeAnswers,
}: {
  pick: ChooserPick
  answers: Answers
  headingRef: RefObject<HTMLHeadingElement | null>
  contactPath: string
  shareUrl: string
  shared: string
  onShare: () => void
  onChangeAnswers: () => void
}) {
  const cards: { build: ModelBuild; role: string }[] = [
    { build: pick.recommended, role: pick.fit === 'fits' ? 'Recommended for you' : pick.fit === 'short' ? 'Best in your budget' : 'Nearest to your budget' },
    ...(pick.down ? [{ build: pick.down, role: 'One step down' }] : []),
    ...(pick.up ? [{ build: pick.up, role: pick.up === pick.better ? 'Reaches your goal' : 'One step up' }] : []),
  ]
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="chooser-step-title">
        Your build: {pick.recommended.name}, {aed(pick.recommended.priceAed)}
      </h3>
      {pick.notes.map((n) => (
        <p key={n} className="chooser-note">
          {n}
        </p>
      ))}
      {answers.purpose === 'gaming' ? (
        <p className="chooser-hint">
          Our goal for each game: {answers.games.map((id) => gameById(model, id)).filter((g) => g !== undefined).map((g) => `${g.name}, ${goalText(goalHz(g, answers.refreshHz))}`).join('; ')}
          .
        </p>
      ) : null}
      <div className="chooser-cards">
        {cards.map(({ build, role }, i) => (
          <BuildCard key={build.id} build={build} role={role} answers={answers} contactPath={contactPath} shareUrl={shareUrl} main={i === 0} />
        ))}
      </div>
      <p className="chooser-hint">
        Prices in AED including VAT, as of {formatDate(model.pricesAsOf)}; a build that is not one of our sample PCs is its parts plus {aed(model.buildServiceAed)} for assembly, stress testing, setup, warranty and delivery. We confirm the final price in your quote.
      </p>
      <div className="actions">
        <button type="button" className="btn" onClick={onChangeAnswers}>
          Change answers
        </button>
        <button type="button" className="btn" onClick={onShare}>
          Share this result
        </button>
      </div>
      <p className="chooser-share" role="status">
        {shared}
      </p>
      <label className="chooser-share-link">
        Link to this result
        <input type="url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
      </label>
    </>
  )
}

function BuildCard({ build, role, answers, contactPath, shareUrl, main }: { build: ModelBuild; role: string; answers: Answers; contactPath: string; shareUrl: string; main: boolean }) {
  const summary = buildSummary(build, answers, model, options, shareUrl)
  const verdicts = answers.purpose === 'gaming' ? answers.games.map((g) => verdict(model, build, g, answers)).filter((v) => v !== null) : []
  const titleId = `chooser-${build.id}`
  return (
    <article className={`chooser-card${main ? ' main' : ''}`} aria-labelledby={titleId}>
      <p className="eyebrow">{role}</p>
      <h4 id={titleId}>{build.name}</h4>
      <p className="price">{aed(build.priceAed)}</p>
      <p>{build.goodFor}</p>
      {verdicts.length ? (
        <ul className="chooser-games">
          {verdicts.map((v) => (
            <li key={v.game.id} className={v.meets ? 'meets' : 'short'}>
              <strong>{v.game.name}:</strong> {v.text}. <span className="chooser-verdict">{v.meets ? 'Reaches our goal.' : 'Below our goal.'}</span>
              <small> Source: {v.source}.</small>
            </li>
          ))}
        </ul>
      ) : null}
      <details open={main}>
        <summary>Parts</summary>
        <dl className="chooser-parts">
          {build.parts.map((p) => (
            <div key={p.slot}>
              <dt>{p.label}</dt>
              <dd>{p.name}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p>
        <strong>Power:</strong> about {build.power.drawW} W under load, so it needs a {build.power.neededW} W power supply; it has {build.power.psuW} W.
      </p>
      <p>
        <strong>Cooling for Dubai heat:</strong> {build.cooling}.
      </p>
      <p className="chooser-hint">Compatibility checked: socket and chipset, memory, case clearance for the card and cooler, cooler rating and power supply.</p>
      <div className="actions">
        <a
          className="btn btn-primary btn-small"
          href={quoteHandOffUrl(contactPath, answers, summary)}
          onClick={() => trackChooser('chooser_handoff', { channel: 'quote form', build: build.id })}
        >
          Get this build
        </a>
        <a
          className="btn btn-chat btn-small"
          href={whatsAppUrl(site.phone, `Hi ${site.name}! I'd like this build:\n${summary}`)}
          target="_blank"
          rel="noopener"
          // The page's own listener records the WhatsApp contact conversion (src/features/consent/SiteAnalytics.tsx).
          onClick={() => trackChooser('chooser_handoff', { channel: 'whatsapp', build: build.id })}
        >
          Ask on WhatsApp
        </a>
        <a className="btn btn-small" href={build.path}>
          Full specs
        </a>
      </div>
    </article>
  )
}
