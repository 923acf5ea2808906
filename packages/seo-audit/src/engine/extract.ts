/**
 * One streaming parse per page: everything every rule needs is collected here,
 * so no rule ever re-parses HTML. The tokenizer (./html-tokenizer.ts) calls the
 * page's Extractor directly; only the tags and attributes below are ever
 * turned into strings.
 */
import { StringPool } from './string-pool.ts'
import { Extractor } from './extractor.ts'
import { tokenizeHtml } from './html-tokenizer.ts'
import type { PageFacts } from './page-facts.ts'

export { cssUrls, normalizeSpace, parseSrcset, refreshUrl } from './attr-values.ts'

export type { LinkRef, LinkRole, PageFacts } from './page-facts.ts'

const TEXT_SAMPLE_MAX = 600

export interface ExtractOptions {
  /** How much visible text to keep in `textSample` (the content analysis wants all of it). */
  textMax?: number
  /**
   * Links go straight to this pool's link table (`packedLinks`, and `links` is left empty), without
   * their text, as `compactFacts(facts, pool, { dropLinkText: true })` would put them: a URL written
   * plainly in the page is looked up where it stands, with no string made for it.
   */
  pool?: StringPool
}

export function extractPage(html: string, { textMax = TEXT_SAMPLE_MAX, pool }: ExtractOptions = {}): PageFacts {
  if (!primed) prime()
  return extract(html, textMax, pool ?? null)
}

function extract(html: string, textMax: number, pool: StringPool | null): PageFacts {
  const extractor = new Extractor(html, textMax, pool)
  tokenizeHtml(html, extractor, extractor.skipAttribute)
  return extractor.finish()
}

/**
 * One small page with every construct the tokenizer and the extractor handle: comments of each
 * kind, a doctype, CDATA, a processing instruction, entities in text and in values, quoted,
 * unquoted and empty attributes, self-closing tags, raw text and RCDATA with false end tags,
 * foreign content, and every tag extraction collects.
 */
const PRIMER = `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>T &amp; t &lt;b&gt;</title>
<meta name="description" content="d &quot;q&quot;"><meta name=robots content="index, follow"><meta property="og:image" content="/o.png">
<meta property="og:image:alt" content="a"><meta name="prerender-status-code" content="200"><meta http-equiv="refresh" content="9; url=/r">
<link rel="canonical" href="https://e.example/p"><link rel=stylesheet href=/s.css><link rel="preload" as="font" href="/f.woff2" crossorigin>
<link rel="icon" href="/i.ico"><link rel="alternate" hreflang="ar" href="/ar"><base href="/">
<style>a{background:url(/b.png)} /* </sty */</style><script>if (a < b && c > d) x = "</scr" + "ipt>"</script>
<script type="application/ld+json">{"@type":"Thing","name":"x"}</script><!-- c --><!----><!---><!-- a --!> <?pi x?><![CDATA[ y ]]></head>
<BODY CLASS='c' data-x=1 hidden><div id="top" style="background:url('/d.png')"><h1>H &eacute;&#233;&#xE9; &notit; &amp</h1><p>p<br/>q</p>
<a href="/x?a=1&amp;b=2" title='t' aria-label=l>a <img src="/i.png" alt="i"></a><a name="n" href=/y>y</a><a href="#top">t</a>
<area href="/m" alt="m"><img srcset="/a.png 1x, /b.png 2x"><picture><source srcset="/p.webp" type="image/webp"></picture>
<video src="/v.mp4" poster="/v.jpg"><track src="/t.vtt"></video><audio src="/a.mp3"></audio><iframe src="/f.html"></iframe>
<embed src="/e.swf"><object data="/o.pdf"></object><input type="image" src="/in.png"><input disabled>
<textarea>t &lt; </textarea><xmp>x</xmp><noembed>n</noembed><noframes>n</noframes>
<svg viewBox="0 0 1 1"><title>s</title><path d="M0 0"/><image href="/s.png"/></svg><template><p>t</p></template>
<noscript><img src="/ns.png"></noscript><x-el id=x style=color:red></x-el><ul><li>l</li></ul></ p>
<p>NaN AED, null &amp; void</p><pre><code>let x = null</code></pre><kbd>k</kbd><samp>s</samp></div></body></html>`

let primed = false

/**
 * Runs PRIMER through extraction before the first real page. V8 compiles a function only with the
 * paths it has seen run, and throws the compiled code away when a new one turns up: without this,
 * the first entity or comment on, say, page 40 of Sphinx's docs made the tokenizer and the
 * extractor recompile, several times over. Pages arrive as flat strings decoded from UTF-8, Latin-1
 * text and other text stored differently, so the primer comes the same way, in both kinds, once
 * each (running each twice cost the bench site 10 ms and gained nothing), with and without a pool.
 */
function prime(): void {
  primed = true
  const utf8 = new TextEncoder()
  const decoder = new TextDecoder()
  const pool = new StringPool()
  for (const page of [PRIMER, `${PRIMER}<p>\u2013 \u0645\u0631\u062d\u0628\u0627</p>`]) {
    const html = decoder.decode(utf8.encode(page))
    extract(html, TEXT_SAMPLE_MAX, null)
    extract(html, TEXT_SAMPLE_MAX, pool) // links packed straight into a pool, as the CLI extracts
  }
}
