import pagesByLocale from 'virtual:data-by-locale/pages'
import { Seo } from '../seo/Seo.tsx'
import { Icon } from '../components/Icon.tsx'
import notFoundMessages from '../i18n/ns/not-found.ts'
import { useMessages } from '../i18n/format.tsx'
import { useBaseStyles } from '../lib/styles.tsx'
import cardsCss from './shared/cards.css?inline'
import notFoundCss from './not-found.css?inline'

/** Where to go instead; each one's label and text are `suggestions.<key>` in the not-found messages. */
const SUGGESTIONS = [
  { to: '/gaming-pc-shop-dubai', key: 'shop' },
  { to: '/gaming-pc-builds-dubai', key: 'builds' },
  { to: '/blog', key: 'blog' },
  { to: '/contact-dubai', key: 'contact' },
] as const

/**
 * The not-found page, one per language (`404.html`, `ar/404.html`: hosts serve the Arabic one under
 * `/ar/`): noindex, no canonical, a 404 status marker for prerender-aware hosts. On hosts without real
 * redirects the English one also sends old addresses on (an old blog slug to its new post, an unknown
 * post to the blog).
 */
export function Component() {
  useBaseStyles(cardsCss, notFoundCss)
  const page = useMessages(pagesByLocale).find((p) => p.id === 'not-found')!
  const m = useMessages(notFoundMessages)

  return (
    <section className="container not-found">
      <Seo title={page.title} description={page.description} noindex statusCode={404} />
      <p className="code" aria-hidden="true">
        404
      </p>
      <p className="eyebrow">{m.eyebrow}</p>
      <h1>{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <ul className="grid grid-4 not-found-links">
        {SUGGESTIONS.map((s) => (
          <li key={s.to} className="card card-link">
            <h2 className="h3">
              <a className="stretched" href={s.to}>
                {m.suggestions[s.key].label}
              </a>
            </h2>
            <p>{m.suggestions[s.key].text}</p>
          </li>
        ))}
      </ul>
      <p className="actions">
        <a className="btn btn-primary" href="/">
          <Icon name="arrow" size={18} />
          {m.home}
        </a>
      </p>
    </section>
  )
}
