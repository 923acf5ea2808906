import { describe, expect, it } from 'vitest'
import { compactFacts, extractPage, failingFindings, runPasses, StringPool, type AuditResult } from '../src/engine/index.ts'
import { LOCALISED_NAN, NAN_FORMS_LEFT_OUT, NAN_LOCALES, programmingValuesIn } from '../src/engine/rules/programming-values.ts'
import { auditFiles, page } from './helpers.ts'

/** Intl's Arabic NaN, its words joined by a no-break space as Intl writes them. */
const AR_NAN = new Intl.NumberFormat('ar').format(NaN)

const found = (r: AuditResult) => r.warnings.filter((w) => w.rule === 'programming-value').map((w) => [w.page, w.level, w.message])

describe('programming-value: NaN, undefined, null, [object Object], Infinity in what a visitor reads', () => {
  it('finds a planted NaN in an English title, description and page text, quoting it in its context', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'shop.html': page('/shop', {
        title: 'Gaming PCs from NaN AED',
        description: 'Free delivery within NaN hours to every emirate.',
        body: '<p>Order today: delivery within <strong>NaN</strong> hours.</p><p>Price: <span class="price">undefined</span></p><p>Specs: [object Object]</p>',
      }),
    })
    expect(found(r)).toEqual([
      ['/shop', 'error', '“NaN” in the title: “Gaming PCs from NaN AED”'],
      ['/shop', 'error', '“NaN” in the description: “Free delivery within NaN hours to every emirate.”'],
      ['/shop', 'error', '“NaN” in the page text: “Order today: delivery within NaN hours.”'],
      ['/shop', 'error', '“undefined” in the page text: “Price: undefined”'],
      ['/shop', 'error', '“[object Object]” in the page text: “Specs: [object Object]”'],
    ])
    expect(r.warnings.find((w) => w.message.includes('Order today'))).toMatchObject({ file: 'shop.html', line: 8 })
  })

  it('finds «ليس رقمًا» (Arabic NaN) in a title, a description and the text, written as Intl writes it or with &nbsp;', async () => {
    expect(AR_NAN).toBe('ليس\u00a0رقمًا')
    const r = await auditFiles({
      'index.html': page('/'),
      'ar/shop.html': page('/ar/shop', {
        lang: 'ar" dir="rtl',
        title: `توصيل خلال ${AR_NAN} ساعة`,
        description: `التوصيل خلال ${AR_NAN} ساعة إلى كل إمارة.`,
        body: '<h3>توصيل سريع خلال ليس&nbsp;رقمًا ساعة</h3><p>مع مطابقة الأسعار والتوصيل خلال ليس&#160;رقمًا ساعة.</p>',
      }),
    })
    expect(found(r)).toEqual([
      ['/ar/shop', 'error', '“ليس رقمًا” (NaN in Arabic) in the title: “توصيل خلال ليس رقمًا ساعة”'],
      ['/ar/shop', 'error', '“ليس رقمًا” (NaN in Arabic) in the description: “التوصيل خلال ليس رقمًا ساعة إلى كل إمارة.”'],
      ['/ar/shop', 'error', '“ليس رقمًا” (NaN in Arabic) in the page text: “توصيل سريع خلال ليس رقمًا ساعة”'],
      ['/ar/shop', 'error', '“ليس رقمًا” (NaN in Arabic) in the page text: “مع مطابقة الأسعار والتوصيل خلال ليس رقمًا ساعة.”'],
    ])
  })

  it('finds the other values where a value stands: next to a unit or a currency, joined to a number, alone in an element', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'values.html': page('/values', {
        body: [
          '<p>Save undefined% today</p>',
          '<p>Now only $null</p>',
          '<p>Ships in 2–NaN days</p>',
          '<p>Rated NaN/5 by buyers</p>',
          '<td>NaN</td>',
          '<p>Budget: Infinity AED</p>',
          '<p>From -Infinity to here</p>',
          '<p>Total ∞ AED</p>',
          '<p>Компьютер не\u00a0число</p>',
        ].join(''),
      }),
    })
    expect(found(r).map((f) => f[2])).toEqual([
      '“undefined” in the page text: “Save undefined% today”',
      '“null” in the page text: “Now only $null”',
      '“NaN” in the page text: “Ships in 2–NaN days”',
      '“NaN” in the page text: “Rated NaN/5 by buyers”',
      '“NaN” in the page text: “NaN”',
      '“Infinity” in the page text: “Budget: Infinity AED”',
      '“-Infinity” in the page text: “From -Infinity to here”',
      '“∞” in the page text: “Total ∞ AED”',
      '“не число” (NaN in Russian) in the page text: “Компьютер не число”',
    ])
  })

  it('does not read code elements, scripts, attributes, hidden text, or the words in ordinary prose', async () => {
    const r = await auditFiles({
      'index.html': page('/', {
        head: '<script>window.x = NaN; var y = null, z = undefined</script><style>.a::after { content: "NaN" }</style>',
        body: [
          // the words of prose, and words that contain them
          '<p>The contract is null and void. Nullable fields, NaNa, Null Island, undefinedness, nullify.</p>',
          '<p>AMD Infinity Fabric and Infinity Cache run at 2000 MHz; the Galaxy Infinity display.</p>',
          '<p>Limits go from 0 to ∞; ∞ GB of cloud storage.</p>',
          // Russian and Arabic prose with an ordinary space: "is not a number"
          '<p>Это не число, а строка.</p><p dir="rtl">رقم الهاتف ليس رقمًا مجانيًا.</p>',
          // not visible text
          '<img src="/a.png" alt="null"><input placeholder="NaN"><template><p>NaN hours</p></template><noscript><p>undefined AED</p></noscript>',
          '<div title="undefined" data-price="NaN">ok</div>',
        ].join('\n'),
      }),
      // a page about code: code elements are not read, and its prose may name the values
      'docs.html': page('/docs', {
        body: [
          '<p>Returns NaN if either argument is NaN, and <em>undefined</em> when the key is missing.</p>',
          '<pre><code>const total = NaN; // prints NaN hours\nlet x = null</code></pre>',
          '<p>Inline <code>null</code>, keys <kbd>undefined AED</kbd>, output <samp>[object Object]</samp>.</p>',
          '<table><tr><th>null</th><td>null</td><td>Infinity</td></tr></table><dl><dt>undefined</dt><dd>Not set.</dd></dl>',
          '<p>From -Infinity to Infinity, and [object Object] in the log.</p>',
        ].join('\n'),
      }),
      // a changelog without code: numbers next to words are not values
      'news.html': page('/news', {
        body: '<ul><li>263877 undefined coprocessor instruction on ARMv7</li><li>New NaN/Infinity floating point code</li><li><a href="/#x">null</a></li></ul>',
      }),
    })
    expect(found(r)).toEqual([])
  })

  it('on a page about code, still finds a value next to a unit or a currency', async () => {
    const r = await auditFiles({
      'index.html': page('/'),
      'docs.html': page('/docs', { body: '<p>Returns NaN when empty.</p><pre><code>f()</code></pre><p>Plans from undefined AED a month.</p>' }),
    })
    expect(found(r).map((f) => f[2])).toEqual(['“undefined” in the page text: “Plans from undefined AED a month.”'])
  })

  it('fails the run by default (an error, whatever the score), costs a point, and follows the config', async () => {
    const files = { 'index.html': page('/', { body: '<p>Delivery within NaN hours.</p>' }) }
    const r = await auditFiles(files)
    expect(r.totals.errors).toBe(1)
    expect(r.score).toBe(99)
    expect(failingFindings(r, undefined)).toBe(1)
    expect(runPasses(r, 0, undefined)).toBe(false)
    const warn = await auditFiles(files, { rules: { 'programming-value': 'warn' } })
    expect(found(warn)).toEqual([['/', 'warning', '“NaN” in the page text: “Delivery within NaN hours.”']])
    expect(runPasses(warn, 0, { 'programming-value': 'warn' })).toBe(true)
    expect(found(await auditFiles(files, { rules: { 'programming-value': 'off' } }))).toEqual([])
  })

  it('keeps what it found through the CLI’s compacted facts, and at most 10 of each kind per page', () => {
    const body = Array.from({ length: 30 }, (_, i) => `<p>Item ${i}: NaN hours</p>`).join('')
    const pool = new StringPool()
    const html = `<html><head><title>NaN%</title></head><body>${body}<p>قيمة ${AR_NAN} هنا</p></body></html>`
    const facts = compactFacts(extractPage(html, { pool }), pool)
    expect(facts.programmingValues.map((v) => `${v.in} ${v.place}`)).toEqual(['title value', ...Array(10).fill('text value'), 'text prose'])
    expect(facts.programmingValues.at(-1)).toMatchObject({ value: AR_NAN, context: 'قيمة ليس رقمًا هنا' })
  })

  it('reads titles and descriptions as plain text', () => {
    expect(programmingValuesIn('Price: undefined').map((v) => [v.value, v.place])).toEqual([['undefined', 'alone']])
    expect(programmingValuesIn('Delivery: null.', 'description').map((v) => [v.in, v.value, v.place])).toEqual([['description', 'null', 'alone']])
    expect(programmingValuesIn('Null values and NaN handling')).toEqual([])
  })

  it('knows NaN as Intl.NumberFormat prints it in each locale of its list', () => {
    const forms = new Map(LOCALISED_NAN.map((l) => [l.form, l.locales]))
    for (const locale of NAN_LOCALES) {
      const nan = new Intl.NumberFormat(locale).format(NaN)
      if (nan === 'NaN') continue
      if (NAN_FORMS_LEFT_OUT[nan] === locale) continue
      expect(forms.get(nan), `${locale}: ${JSON.stringify(nan)}`).toContain(locale)
      // and Infinity is ∞ there too
      expect(new Intl.NumberFormat(locale).format(Infinity)).toBe('∞')
    }
    for (const { form, locales } of LOCALISED_NAN) for (const l of locales) expect(new Intl.NumberFormat(l).format(NaN)).toBe(form)
  })
})
