/**
 * The browser build's stand-in for react-helmet-async (vite.config.ts aliases
 * it for the client build only; the pre-renderer keeps the real one).
 *
 * Every head tag is already in the pre-rendered HTML, so the page a visitor
 * opens mounts no <Head> in the browser (src/seo/Seo.tsx, and the layout's and
 * breadcrumbs' JSON-LD are server-only). From the first in-app navigation on it
 * writes the merged tags of every mounted <Head> into document.head, the way
 * Helmet does (later ones win for title, meta and canonical; JSON-LD blocks add
 * up), replacing the pre-rendered ones (data-rh). It saves about 6 KB gzip on
 * every page's first view.
 */
import { Children, isValidElement, useEffect, useId, type ReactNode } from 'react'

type Attrs = Record<string, string>
interface TagSpec {
  tag: 'title' | 'meta' | 'link' | 'script' | 'html' | 'body' | 'base' | 'style' | 'noscript'
  attrs: Attrs
  text: string
}

const mounted = new Map<string, TagSpec[]>()
let scheduled = false

const ATTR_NAMES: Record<string, string> = { className: 'class', charSet: 'charset', httpEquiv: 'http-equiv', crossOrigin: 'crossorigin' }

function toSpecs(children: ReactNode): TagSpec[] {
  const specs: TagSpec[] = []
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return
    const attrs: Attrs = {}
    let text = ''
    for (const [key, value] of Object.entries(child.props as Record<string, unknown>)) {
      if (key === 'children') text = Array.isArray(value) ? value.join('') : value == null ? '' : String(value)
      else if (value != null && value !== false) attrs[ATTR_NAMES[key] ?? key] = String(value)
    }
    specs.push({ tag: child.type as TagSpec['tag'], attrs, text })
  })
  return specs
}

/** Which earlier tag a tag replaces: one title, one meta per name/property, one canonical. */
function keyOf(spec: TagSpec, index: number): string {
  const a = spec.attrs
  if (spec.tag === 'meta') return `meta:${a.name ?? a.property ?? a['http-equiv'] ?? a.charset ?? index}`
  if (spec.tag === 'link' && a.rel === 'canonical') return 'link:canonical'
  return `${spec.tag}:${index}:${a.src ?? a.href ?? ''}`
}

function apply() {
  scheduled = false
  const merged = new Map<string, TagSpec>()
  let i = 0
  for (const specs of mounted.values()) for (const spec of specs) merged.set(keyOf(spec, i++), spec)
  const head = document.head
  head.querySelectorAll('[data-rh]').forEach((el) => el.remove())
  for (const spec of merged.values()) {
    if (spec.tag === 'title') {
      document.title = spec.text
      continue
    }
    if (spec.tag === 'html' || spec.tag === 'body') {
      const target = spec.tag === 'html' ? document.documentElement : document.body
      for (const [k, v] of Object.entries(spec.attrs)) target.setAttribute(k, v)
      continue
    }
    const el = document.createElement(spec.tag)
    for (const [k, v] of Object.entries(spec.attrs)) el.setAttribute(k, v)
    if (spec.text) el.textContent = spec.text
    el.setAttribute('data-rh', 'true')
    head.appendChild(el)
  }
}

function schedule() {
  if (scheduled) return
  scheduled = true
  queueMicrotask(apply)
}

export function Helmet({ children }: { children?: ReactNode }) {
  const id = useId()
  const specs = toSpecs(children)
  const signature = JSON.stringify(specs)
  useEffect(() => {
    mounted.set(id, specs)
    schedule()
    return () => {
      mounted.delete(id)
      schedule()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature captures the specs
  }, [id, signature])
  return null
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children
}
