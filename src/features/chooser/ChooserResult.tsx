/** The build chooser's result (src/features/chooser/Chooser.tsx owns the answers and the steps). */
import type { RefObject } from 'react'
import siteJson from 'virtual:data/site'
import { whatsAppUrl } from '../../lib/chat-links.ts'
import { trackLazily } from '../../lib/track.ts'
import { aedIn, buildSummary, gameById, goalHz, goalText, quoteHandOffUrl, verdict, type Answers, type ChooserOptions, type ChooserPick } from './choose.ts'
import type { ChooserModel, ModelBuild } from './model.ts'
import { fill } from './text.ts'
import { MixedRuns } from '../../i18n/MixedRuns.tsx'

const site = siteJson

/** A chooser event through the consent-aware tracking (start, result, hand-off). */
export function trackChooser(name: string, params: Record<string, unknown>) {
  trackLazily((a) => a.track((t) => t.event(name, { event_category: 'engagement', ...params })))
}

/** A result: the notes, the recommended build with the next one down and up, and the ways to go on. */
export function Result({
  pick,
  answers,
  model,
  options,
  headingRef,
  contactPath,
  shareUrl,
  shared,
  onShare,
  onChangeAnswers,
}: {
  pick: ChooserPick
  answers: Answers
  model: ChooserModel
  options: ChooserOptions
  headingRef: RefObject<HTMLHeadingElement | null>
  contactPath: string
  shareUrl: string
  shared: string
  onShare: () => void
  onChangeAnswers: () => void
}) {
  const t = model.text.result
  const cards: { build: ModelBuild; role: string }[] = [
    { build: pick.recommended, role: pick.fit === 'fits' ? t.roles.fits : pick.fit === 'short' ? t.roles.short : t.roles.outside },
    ...(pick.down ? [{ build: pick.down, role: t.roles.down }] : []),
    ...(pick.up ? [{ build: pick.up, role: pick.up === pick.better ? t.roles.better : t.roles.up }] : []),
  ]
  const goals = answers.games
    .map((id) => gameById(model, id))
    .filter((g) => g !== undefined)
    .map((g) => fill(t.goal, { game: g.name, goal: goalText(goalHz(g, answers.refreshHz), model.text.performance) }))
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="chooser-step-title">
        {fill(t.title, { name: pick.recommended.name, price: aedIn(model, pick.recommended.priceAed) })}
      </h3>
      {pick.notes.map((n) => (
        <p key={n} className="chooser-note">
          <MixedRuns text={n} />
        </p>
      ))}
      {answers.purpose === 'gaming' ? <p className="chooser-hint"><MixedRuns text={fill(t.goals, { goals: goals.join(t.goalSeparator) })} /></p> : null}
      <div className="chooser-cards">
        {cards.map(({ build, role }, i) => (
          <BuildCard key={build.id} build={build} role={role} answers={answers} model={model} options={options} contactPath={contactPath} shareUrl={shareUrl} main={i === 0} />
        ))}
      </div>
      <p className="chooser-hint">{fill(t.prices, { date: model.pricesAsOfText, service: aedIn(model, model.buildServiceAed) })}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={onChangeAnswers}>
          {t.change}
        </button>
        <button type="button" className="btn" onClick={onShare}>
          {t.share}
        </button>
      </div>
      <p className="chooser-share" role="status">
        {shared}
      </p>
      <label className="chooser-share-link">
        {t.link}
        <input type="url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
      </label>
    </>
  )
}

function BuildCard({
  build,
  role,
  answers,
  model,
  options,
  contactPath,
  shareUrl,
  main,
}: {
  build: ModelBuild
  role: string
  answers: Answers
  model: ChooserModel
  options: ChooserOptions
  contactPath: string
  shareUrl: string
  main: boolean
}) {
  const t = model.text.result
  const summary = buildSummary(build, answers, model, options, shareUrl)
  const verdicts = answers.purpose === 'gaming' ? answers.games.map((g) => verdict(model, build, g, answers)).filter((v) => v !== null) : []
  const titleId = `chooser-${build.id}`
  return (
    <article className={`chooser-card${main ? ' main' : ''}`} aria-labelledby={titleId}>
      <p className="eyebrow">{role}</p>
      <h4 id={titleId}>{build.name}</h4>
      <p className="price">{aedIn(model, build.priceAed)}</p>
      <p>{build.goodFor}</p>
      {verdicts.length ? (
        <ul className="chooser-games">
          {verdicts.map((v) => (
            <li key={v.game.id} className={v.meets ? 'meets' : 'short'}>
              <strong>{v.game.name}:</strong> <MixedRuns text={v.text} />. <span className="chooser-verdict">{v.meets ? t.meets : t.short}</span>
              <small> {fill(t.source, { source: v.source })}</small>
            </li>
          ))}
        </ul>
      ) : null}
      <details open={main}>
        <summary>{t.parts}</summary>
        <dl className="chooser-parts">
          {build.parts.map((p) => (
            <div key={p.slot}>
              <dt>{p.label}</dt>
              <dd>
                <MixedRuns text={p.name} />
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <p>
        <strong>{t.powerLabel}</strong> <MixedRuns text={fill(t.power, { drawW: build.power.drawW, neededW: build.power.neededW, psuW: build.power.psuW })} />
      </p>
      <p>
        <strong>{t.coolingLabel}</strong> <MixedRuns text={fill(t.cooling, { cooling: build.cooling })} />
      </p>
      <p className="chooser-hint">{t.checked}</p>
      <div className="actions">
        <a
          className="btn btn-primary btn-small"
          href={quoteHandOffUrl(contactPath, answers, summary)}
          onClick={() => trackChooser('chooser_handoff', { channel: 'quote form', build: build.id })}
        >
          {t.get}
        </a>
        <a
          className="btn btn-chat btn-small"
          href={whatsAppUrl(site.phone, fill(t.whatsAppText, { site: site.name, summary }))}
          target="_blank"
          rel="noopener"
          // The page's own listener records the WhatsApp contact conversion (src/features/consent/SiteAnalytics.tsx).
          onClick={() => trackChooser('chooser_handoff', { channel: 'whatsapp', build: build.id })}
        >
          {t.whatsApp}
        </a>
        <a className="btn btn-small" href={build.path}>
          {t.specs}
        </a>
      </div>
    </article>
  )
}
