/**
 * /offline.html: what the service worker shows for a page that is not cached
 * while the network is down. Plain HTML with the site's base stylesheet (inline, as every page has it); no script.
 */
import type { SiteData } from '../../src/content/schemas.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function offlinePageHtml(site: SiteData['site'], css: string, links: readonly { path: string; label: string }[]): string {
  if (/<\/style/i.test(css)) throw new Error('offline.html: the stylesheet contains "</style"')
  const items = links.map((l) => `<li><a href="${escapeHtml(l.path)}">${escapeHtml(l.label)}</a></li>`).join('\n')
  return `<!doctype html>
<html lang="${escapeHtml(site.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline | ${escapeHtml(site.name)}</title>
<meta name="description" content="This page is not saved on this device and the network is not reachable. Pages you have visited still open.">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${css}</style>
</head>
<body>
<main id="main" class="container section offline-page">
<p class="eyebrow">${escapeHtml(site.name)}</p>
<h1>You are offline</h1>
<p>This page is not saved on this device yet, and the network cannot be reached. Check your connection and reload the page.</p>
<p>These pages work offline:</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`
}

/** The inline stylesheet of a built page (the not-found page's: the site's base and the shell), to give the offline page the site's look. */
export function stylesheetOf(html: string): string {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
}
