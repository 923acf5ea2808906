/**
 * The build chooser, an island on /gaming-pc-builder-tool: two short steps (use, games and
 * screen; budget and brands), then the recommended build with the next one down and up.
 *
 * The form is a real GET form whose field names are the share link's query keys, and its inputs are
 * uncontrolled: a choice tapped before the island hydrates is kept (read from the form once React
 * runs), and a "Next" pressed before then reloads the page with the answers in the address, which the
 * island restores. Each step is a history entry, so the phone's back gesture goes back a step; a result's
 * entry carries the answers in its address, which is the share link: a noindex variant whose canonical is
 * the chooser itself.
 *
 * Its text is its model's (`model.text`). Each language's model and answers are in its island's chunk
 * (English in `chooser`'s, passed as the default; Arabic in `chooser-ar`'s, passed as `localized`), so a
 * page's props stay two paths and no visitor downloads the other language's model.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import englishModel from 'virtual:chooser/en'
import quoteJson from 'virtual:data/quote'
import siteJson from 'virtual:data/site'
import { useStyles } from '../../lib/styles.tsx'
import { StepList } from '../../components/StepList.tsx'
import { shareOrCopy } from '../share/share.ts'
import { answersFromQuery, answersToQuery, choose, DEFAULT_ANSWERS, isComplete, REFRESH_RATES, RESOLUTIONS, type Answers, type ChooserOptions } from './choose.ts'
import type { ChooserModel } from './model.ts'
import { fill } from './text.ts'
import { MixedRuns } from '../../i18n/MixedRuns.tsx'
import { Result, trackChooser as track } from './ChooserResult.tsx'
import css from './chooser.css?inline'

export interface ChooserProps {
  /** The chooser page's own path, in the page's language (the form's action and the share link's base). */
  pagePath: string
  /** The quote form's page, in the page's language. */
  contactPath: string
  /** On a page in another language than English: the model (builds, games, text) and answer labels in that language. */
  localized?: { model: ChooserModel; options: ChooserOptions }
}

type Step = 1 | 2 | 3
const STEP_KEY = 'chooserStep'
const ENGLISH = { model: englishModel, options: quoteJson }

/** The chooser step a history entry was made for, if it was. */
function stepOf(state: unknown): Step | undefined {
  const step = (state as Record<string, unknown> | null)?.[STEP_KEY]
  return step === 1 || step === 2 || step === 3 ? step : undefined
}

/** The answers in the form as it stands (unchecked radios fall back to the defaults). */
function readForm(form: HTMLFormElement, options: ChooserOptions, model: ChooserModel): Answers {
  const data = new FormData(form)
  const q = new URLSearchParams()
  for (const [key, value] of data) if (typeof value === 'string') q.append(key, value)
  q.set('games', q.getAll('games').join(','))
  return answersFromQuery(q.toString(), options, model)
}

export function Chooser({ pagePath, contactPath, localized }: ChooserProps) {
  useStyles(css)
  const { model, options } = localized ?? ENGLISH
  const t = model.text
  const [answers, setAnswers] = useState<Answers>(DEFAULT_ANSWERS)
  const [step, setStep] = useState<Step>(1)
  const [formKey, setFormKey] = useState(0)
  const [error, setError] = useState('')
  const [shared, setShared] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const started = useRef(false)

  // After hydration: answers from the address (a shared link, or a "Next" pressed before the island
  // ran), else whatever was tapped before the island ran.
  useEffect(() => {
    const search = window.location.search
    const saved = stepOf(window.history.state)
    if (new URLSearchParams(search).has('for')) {
      const restored = answersFromQuery(search, options, model)
      setAnswers(restored)
      setFormKey((k) => k + 1)
      setStep(saved ?? (isComplete(restored, options) ? 3 : 2))
      noindexThisVariant()
    } else if (formRef.current) {
      setAnswers(readForm(formRef.current, options, model))
      if (saved) setStep(saved)
    }
    // Back and forward move between the steps: a result's entry brings its own answers back.
    const onPop = (event: PopStateEvent) => {
      const next = stepOf(event.state) ?? 1
      if (next === 3) {
        setAnswers(answersFromQuery(window.location.search, options, model))
        setFormKey((k) => k + 1)
      }
      moved.current = true
      setShared('')
      setStep(next)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
    // An island's props never change after it starts: the history is read and followed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = false
  }, [step])

  const pick = step === 3 ? choose(answers, model, options) : null
  // Only a result shows it, and a result is only ever rendered in the browser.
  const shareUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${pagePath}${answersToQuery(answers)}`

  useEffect(() => {
    if (step !== 3 || !pick) return
    noindexThisVariant()
    track('chooser_result', { build: pick.recommended.id, fit: pick.fit, budget: answers.budget, purpose: answers.purpose })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per result shown
  }, [step, answers])

  const onChange = () => {
    if (!formRef.current) return
    setAnswers(readForm(formRef.current, options, model))
    setError('')
    if (!started.current) {
      started.current = true
      track('chooser_start', {})
    }
  }

  /** A new step and its history entry; a result's address carries its answers. */
  const go = (next: Step, now: Answers = answers) => {
    moved.current = true
    setShared('')
    setStep(next)
    const url = next === 3 ? `${pagePath}${answersToQuery(now)}` : `${window.location.pathname}${window.location.search}`
    window.history.pushState({ ...(window.history.state as object | null), [STEP_KEY]: next }, '', url)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const current = readForm(event.currentTarget, options, model)
    setAnswers(current)
    if (step === 1) {
      if (current.purpose === 'gaming' && current.games.length === 0) {
        setError(t.use.noGames)
        return
      }
      go(2)
      return
    }
    if (!isComplete(current, options)) {
      setError(t.budget.missing)
      return
    }
    go(3, current)
  }

  const share = async () => {
    const outcome = await shareOrCopy({ title: fill(t.share.title, { site: siteJson.name }), url: shareUrl }, { navigator, document })
    setShared(outcome === 'copied' ? t.share.copied : outcome === 'shared' ? t.share.shared : outcome === 'failed' ? t.share.failed : '')
  }


  return (
    <section className="chooser" aria-labelledby="chooser-title">
      <h2 id="chooser-title">{t.title}</h2>
      <StepList titles={[t.steps.use, t.steps.budget, t.steps.result]} current={step} />
      <noscript>
        <p className="chooser-note">{t.noScript}</p>
      </noscript>

      <form key={formKey} ref={formRef} method="get" action={pagePath} className="chooser-form" hidden={step === 3} onChange={onChange} onSubmit={onSubmit} noValidate>
        <div hidden={step !== 1}>
          <h3 ref={step === 1 ? headingRef : undefined} tabIndex={-1} className="chooser-step-title">
            {t.use.title}
          </h3>
          <fieldset className="chooser-set">
            <legend>{t.use.purpose}</legend>
            <Choices name="for" options={options.purposes} checked={[answers.purpose]} />
          </fieldset>
          <div className="chooser-gaming">
            <fieldset className="chooser-set" aria-describedby="chooser-games-hint chooser-error">
              <legend>{t.use.games}</legend>
              <p id="chooser-games-hint" className="chooser-hint">
                {t.use.gamesHint}
              </p>
              {model.games.groups.map((g) => (
                <fieldset key={g.id} className="chooser-group">
                  <legend>{g.name}</legend>
                  <Choices name="games" multiple options={g.games.map((game) => ({ value: game.id, label: game.name }))} checked={answers.games} />
                </fieldset>
              ))}
            </fieldset>
            <fieldset className="chooser-set">
              <legend>{t.use.screen}</legend>
              <p className="chooser-sublabel" id="chooser-resolution">
                {t.use.resolution}
              </p>
              <Choices name="screen" options={RESOLUTIONS.map((value) => ({ value, label: t.use.resolutions[value] }))} checked={[answers.resolution]} labelledBy="chooser-resolution" />
              <p className="chooser-sublabel" id="chooser-refresh">
                {t.use.refresh}
              </p>
              <Choices name="hz" options={REFRESH_RATES.map((hz) => ({ value: String(hz), label: `${hz} Hz` }))} checked={[String(answers.refreshHz)]} labelledBy="chooser-refresh" />
            </fieldset>
          </div>
        </div>

        <div hidden={step !== 2}>
          <h3 ref={step === 2 ? headingRef : undefined} tabIndex={-1} className="chooser-step-title">
            {t.budget.title}
          </h3>
          <fieldset className="chooser-set" aria-describedby="chooser-error">
            <legend>{t.budget.budget}</legend>
            <Choices name="budget" options={options.budgetRanges} checked={[answers.budget]} />
          </fieldset>
          <fieldset className="chooser-set">
            <legend>{t.budget.cpu}</legend>
            <Choices name="cpu" options={options.cpuPreferences} checked={[answers.cpu]} />
          </fieldset>
          <fieldset className="chooser-set">
            <legend>{t.budget.gpu}</legend>
            <Choices name="gpu" options={options.gpuPreferences} checked={[answers.gpu]} />
          </fieldset>
        </div>

        <p id="chooser-error" className="chooser-error" aria-live="polite">
          {error}
        </p>
        <div className="actions">
          {step === 2 ? (
            <button type="button" className="btn" onClick={() => go(1)}>
              {t.budget.back}
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary">
            {step === 1 ? t.use.next : t.budget.submit}
          </button>
        </div>
      </form>

      <div className="chooser-result">
        {pick ? (
          <Result
            pick={pick}
            answers={answers}
            model={model}
            options={options}
            headingRef={headingRef}
            contactPath={contactPath}
            shareUrl={shareUrl}
            shared={shared}
            onShare={() => void share()}
            onChangeAnswers={() => go(1)}
          />
        ) : null}
      </div>
    </section>
  )
}

/**
 * One group of answers as chips: radios, or checkboxes with `multiple`. Uncontrolled (`defaultChecked`),
 * so what was tapped before hydration stays; the form's key remounts them when answers are restored.
 */
function Choices({ name, options: list, checked, multiple, labelledBy }: { name: string; options: readonly { value: string; label: string }[]; checked: readonly string[]; multiple?: boolean; labelledBy?: string }) {
  return (
    <div className="chooser-choices" role={labelledBy ? 'group' : undefined} aria-labelledby={labelledBy}>
      {list.map((o) => (
        <label key={o.value} className="chooser-choice">
          <input type={multiple ? 'checkbox' : 'radio'} name={name} value={o.value} defaultChecked={checked.includes(o.value)} />
          <MixedRuns text={o.label} />
        </label>
      ))}
    </div>
  )
}

/** A shared result must not compete with the chooser in search: noindex it (its canonical already names the chooser). */
function noindexThisVariant() {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'robots'
    document.head.append(meta)
  }
  meta.content = 'noindex, follow'
}
