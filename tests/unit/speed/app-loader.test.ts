import { describe, expect, it } from 'vitest'
import { APP_LOADER, appEntryOf, deferAppScript } from '../../../scripts/lib/app-loader.ts'
import { inlineExecutableScripts, inlineScriptHashes } from '../../../scripts/lib/headers.ts'

const rendered = (hydration: string) =>
  '<html><head><meta charset="UTF-8"><link rel="modulepreload" crossorigin="" href="/assets/framework-A.js">' +
  '<link rel="preload" href="/assets/x.woff2" as="font"><link rel="modulepreload" crossorigin="" href="/assets/Home-B.js">' +
  `<script type="module" crossorigin="" src="/assets/app-C.js"></script></head><body><div id="root"><p>hi</p>${hydration}</div>\n</body></html>`
const HYDRATION = '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>'

describe('the app script starts after the first paint', () => {
  it('moves the entry module and its preloads out of <head> into one loader after the hydration data', () => {
    const html = deferAppScript(rendered(HYDRATION))
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script type="module"/)
    // Other head links stay (only module preloads move).
    expect(html).toContain('<link rel="preload" href="/assets/x.woff2" as="font">')
    expect(html.indexOf(HYDRATION)).toBeLessThan(html.indexOf('data-src='))
    expect(html).toMatch(
      /<\/div>\n<script data-src="\/assets\/app-C\.js" data-preload="\/assets\/framework-A\.js \/assets\/Home-B\.js">\(function\(\).+<\/script><\/body><\/html>$/,
    )
    expect(appEntryOf(html)).toBe('/assets/app-C.js')
  })

  it('has the same inline script on every page, so the policy needs one hash for it', () => {
    const a = deferAppScript(rendered(HYDRATION))
    const b = deferAppScript(rendered(HYDRATION).replace('Home-B', 'Blog-D').replace('app-C', 'app-E'))
    expect(inlineExecutableScripts(a)).toEqual([HYDRATION.slice(8, -9), APP_LOADER])
    expect(inlineScriptHashes([{ file: 'a.html', html: a }, { file: 'b.html', html: b }])).toHaveLength(2)
  })

  it('leaves a page without a module script as it is, and refuses a page with two', () => {
    const plain = '<html><head></head><body><p>stub</p></body></html>'
    expect(deferAppScript(plain)).toBe(plain)
    const two = rendered(HYDRATION).replace('</head>', '<script type="module" src="/assets/other.js"></script></head>')
    expect(() => deferAppScript(two)).toThrow('2 module scripts')
  })

  it('in the browser: adds the preloads and the module once the first contentful paint is reported, or at once in a hidden tab', () => {
    const added: { tag: string; props: Record<string, string> }[] = []
    const timers: (() => void)[] = []
    let report: ((names: string[]) => void) | null = null
    let observing: unknown = null
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(cb: (list: { getEntriesByName(n: string): unknown[] }, o: Observer) => void) {
        report = (names) => cb({ getEntriesByName: (n) => names.filter((x) => x === n) }, this)
      }
      observe(options: unknown) {
        observing = options
      }
      disconnect() {
        report = null
      }
    }
    const run = (hidden: boolean) => {
      added.length = 0
      const document = {
        hidden,
        currentScript: { dataset: { src: '/assets/app-C.js', preload: '/assets/framework-A.js /assets/Home-B.js' } },
        createElement: (tag: string) => {
          const props: Record<string, string> = {}
          added.push({ tag, props })
          return props
        },
        head: { appendChild: () => {} },
        body: { appendChild: () => {} },
      }
      new Function('window', 'document', 'setTimeout', APP_LOADER)({ PerformanceObserver: Observer }, document, (f: () => void) => timers.push(f))
    }
    run(false)
    expect(observing).toEqual({ type: 'paint', buffered: true })
    report!(['first-paint'])
    expect(timers).toEqual([])
    report!(['first-paint', 'first-contentful-paint'])
    expect(report).toBeNull()
    expect(added).toEqual([])
    timers.shift()!()
    expect(added).toEqual([
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-A.js' } },
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/Home-B.js' } },
      { tag: 'script', props: { type: 'module', crossOrigin: '', src: '/assets/app-C.js' } },
    ])
    observing = null
    run(true)
    expect(added.map((a) => a.tag)).toEqual(['link', 'link', 'script'])
    expect(observing).toBeNull()
  })
})
