/**
 * Right to left, a number and its Latin unit read as written («16 GB», «360°», «144 Hz»), isolated left to
 * right; Arabic text and plain numbers keep the line's order (src/i18n/bidi.ts, build/pages/bidi-html.ts).
 */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { bidiSegments, isolateMixedRuns } from '../../../src/i18n/bidi.ts'
import { MixedRuns } from '../../../src/i18n/MixedRuns.tsx'
import { isolateMixedRunsInHtml } from '../../../build/pages/bidi-html.ts'

const isolated = (text: string) => bidiSegments(text).filter((s) => s.ltr).map((s) => s.text)

describe('bidiSegments: the runs an Arabic line would misorder', () => {
  it('isolates a number with its Latin unit, a spec value whole', () => {
    expect(isolated('16 GB DDR5-5600')).toEqual(['16 GB DDR5-5600'])
    expect(isolated('1 TB NVMe SSD')).toEqual(['1 TB NVMe SSD'])
    expect(isolated('بسلاسة على شاشة 144 Hz.')).toEqual(['144 Hz'])
    expect(isolated('ذاكرة فيديو 16 GB للسنوات القادمة')).toEqual(['16 GB'])
  })

  it('keeps a comma or a colon inside a run only between digits', () => {
    expect(isolated('مزوّد طاقة 1,000 W')).toEqual(['1,000 W'])
    expect(isolated('دليل 2025: RTX 50 أم RX 9000؟')).toEqual([])
    expect(isolated('قطع 16 GB, 32 GB')).toEqual(['16 GB', '32 GB'])
  })

  it('isolates degrees and temperatures', () => {
    expect(isolated('ضمان شامل 360°')).toEqual(['360°'])
    expect(isolated('حين تتجاوز الحرارة 45°C في الصيف')).toEqual(['45°C'])
  })

  it('isolates a Latin name that ends in a bracket, so the bracket stays with it', () => {
    expect(isolated('في Cyberpunk 2077 (DLSS Quality) وWarzone')).toEqual(['Cyberpunk 2077 (DLSS Quality)'])
    expect(isolated('1440p (QHD)')).toEqual(['1440p (QHD)'])
  })

  it('stops a run before a bracket that does not pair up inside it', () => {
    expect(isolated('ذاكرة (16 GB')).toEqual(['16 GB'])
    expect(isolated('(16 GB) وغيرها')).toEqual(['16 GB'])
  })

  it('leaves Arabic, plain numbers, ranges, percentages and names that read right as they are', () => {
    for (const text of ['بدءًا من 1,800 درهم', 'خلال 1–2 أيام', 'ضريبة 5%', '(2025-03-04)', 'جهاز Falcon Strike بدقة 1440p', 'بطاقة RTX 5070 Ti', 'معالج Ryzen 7 7700، مضبوط']) {
      expect(bidiSegments(text), text).toEqual([{ text, ltr: false }])
    }
  })

  it('cuts the text without losing a character', () => {
    const text = 'المصدر: 144 Hz، و360° و«16 GB DDR5-5600» (2025-03-04).'
    expect(bidiSegments(text).map((s) => s.text).join('')).toBe(text)
  })

  it('wraps each run in Unicode isolates for plain text', () => {
    expect(isolateMixedRuns('شاشة 144 Hz بسرعة')).toBe('شاشة \u2066144 Hz\u2069 بسرعة')
    expect(isolateMixedRuns('بدءًا من 1,800 درهم')).toBe('بدءًا من 1,800 درهم')
  })
})

describe('isolateMixedRunsInHtml: a right-to-left page as built', () => {
  it('wraps the runs of text in <bdi dir="ltr">, entities kept', () => {
    expect(isolateMixedRunsInHtml('<li><span class="v">16 GB DDR5-5600</span></li><p>Q&amp;A: شاشة 144 Hz &lt;سريعة&gt;</p>')).toBe(
      '<li><span class="v"><bdi dir="ltr">16 GB DDR5-5600</bdi></span></li><p>Q&amp;A: شاشة <bdi dir="ltr">144 Hz</bdi> &lt;سريعة&gt;</p>',
    )
  })

  it('leaves attributes, the head, scripts, SVG, islands and text that says its direction alone', () => {
    const html =
      '<html lang="ar" dir="rtl"><head><title>16 GB</title><meta name="description" content="16 GB"></head><body>' +
      '<img alt="144 Hz"><script>const a = "16 GB"</script><svg><text>16 GB</text></svg>' +
      '<falcon-island data-island="chooser"><label>144 Hz</label></falcon-island><span dir="ltr">16 GB</span><bdi>360°</bdi></body></html>'
    expect(isolateMixedRunsInHtml(html)).toBe(html)
  })

  it('isolates text under an element that is right to left itself, and does it once', () => {
    const once = isolateMixedRunsInHtml('<div dir="rtl"><p>360°</p></div>')
    expect(once).toBe('<div dir="rtl"><p><bdi dir="ltr">360°</bdi></p></div>')
    expect(isolateMixedRunsInHtml(once)).toBe(once)
  })
})

describe('MixedRuns: the same in an island', () => {
  it('renders the runs as <bdi dir="ltr"> and other text as text', () => {
    expect(renderToStaticMarkup(<MixedRuns text="144 Hz" />)).toBe('<bdi dir="ltr">144 Hz</bdi>')
    expect(renderToStaticMarkup(<MixedRuns text="ذاكرة 16 GB سريعة" />)).toBe('ذاكرة <bdi dir="ltr">16 GB</bdi> سريعة')
    expect(renderToStaticMarkup(<MixedRuns text="1,800 درهم" />)).toBe('1,800 درهم')
  })
})
