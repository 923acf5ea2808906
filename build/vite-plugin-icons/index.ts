/**
 * The icon sprite as a file of its own (src/components/icon-paths.ts is the table): every icon as a
 * <symbol>, at a URL named after its content, so it is cached for good and a changed icon gets a new URL.
 * <Icon> draws `/assets/icons-<hash>.svg#icon-<name>`.
 *
 * It used to be inlined at the start of every page's <body>: 0.5 KB of Brotli on `/`, which took the
 * home page past one TCP initial window (docs/performance.md, "The sprite as a file"). As a file it is
 * fetched once, at low priority, after the first paint, and the service worker precaches it.
 */
import crypto from 'node:crypto'
import type { Plugin } from 'vite'
import { iconPaths } from '../../src/components/icon-paths.ts'

export function iconSpriteFile(): { url: string; svg: string } {
  const symbols = Object.entries(iconPaths).map(([name, d]) => `<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
  const hash = crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 10)
  return { url: `/assets/icons-${hash}.svg`, svg }
}

/** What <Icon> reads as `__ICON_SPRITE__` (src/components/icon-paths.ts): the vitest config defines it too. */
export function iconSpriteDefine(): Record<string, string> {
  return { __ICON_SPRITE__: JSON.stringify(iconSpriteFile().url) }
}

/** Defines the sprite's URL for every build (browser, pre-render, dev), writes the file into the browser build and serves it in dev. */
export function iconSpritePlugin(): Plugin {
  const { url, svg } = iconSpriteFile()
  return {
    name: 'falcon-icon-sprite',
    config: () => ({ define: iconSpriteDefine() }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== url) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(svg)
      })
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: svg })
    },
  }
}
