/**
 * hreflang codes and `<html lang>` values: what search engines accept in `hreflang` (an ISO 639-1
 * language, optionally an ISO 15924 script and an ISO 3166-1 or UN M.49 region, in BCP 47 syntax,
 * or `x-default`), and which languages are written right to left.
 *
 * Two small tables instead of a dependency: the full IANA subtag registry (or a package built on it)
 * is hundreds of kilobytes for the 184 + 249 codes that matter here, and the engine also runs in the
 * browser. tests/hreflang.test.ts checks both tables against the ICU data in Node's `Intl`.
 */

/** ISO 639-1 two-letter language codes (the 183 in force, and `bh`, which Google still lists). */
export const ISO_639_1 = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu ' +
    'fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ' +
    'ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os ' +
    'pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ' +
    'ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
  ).split(' '),
)

/** ISO 3166-1 alpha-2 country codes (the 249 officially assigned), lower-cased. */
export const ISO_3166_1 = new Set(
  (
    'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ca cc cd cf cg ' +
    'ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl ' +
    'gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la ' +
    'lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np ' +
    'nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv ' +
    'sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'
  ).split(' '),
)

/** Codes people write that are not what they mean. */
const LANGUAGE_HINTS: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv', mo: 'ro', sh: 'sr' }
const REGION_HINTS: Record<string, string> = { uk: 'GB' }

/** Language, optional script, optional region: `ar`, `zh-Hant`, `en-GB`, `es-419`, `sr-Latn-RS`. */
const TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|[0-9]{3}))?$/i

/**
 * Why an hreflang value is not a code search engines accept, or `null` when it is one
 * (`en`, `ar`, `ar-AE`, `zh-Hant`, `es-419`, `x-default`; any letter case).
 */
export function hreflangProblem(code: string): string | null {
  if (code.toLowerCase() === 'x-default') return null
  if (code === '') return 'it is empty'
  if (code.includes('_')) return `subtags are joined with "-", not "_" (${code.replace(/_/g, '-')})`
  const m = TAG.exec(code)
  if (m === null) {
    const parts = code.split('-')
    if (parts.some((p) => p === '')) return 'it has an empty subtag'
    const [language, ...rest] = parts
    if (!/^[a-z]{2,3}$/i.test(language!)) return `"${language}" is not a language code (use ISO 639-1, e.g. en, ar)`
    for (const sub of rest) {
      if (/^[a-z]{3}$/i.test(sub)) return `"${sub}" is not a region (use a two-letter ISO 3166-1 code, e.g. AE)`
    }
    return 'it is not language[-Script][-REGION] (e.g. en, ar-AE, zh-Hant)'
  }
  const language = m[1]!.toLowerCase()
  if (language.length === 3) return `"${m[1]}" is not an ISO 639-1 code (hreflang takes the two-letter code where there is one)`
  if (!ISO_639_1.has(language)) {
    const instead = LANGUAGE_HINTS[language]
    return `"${m[1]}" is not an ISO 639-1 language${instead ? ` (use ${instead})` : ''}`
  }
  const region = m[3]
  if (region !== undefined && /^[a-z]{2}$/i.test(region) && !ISO_3166_1.has(region.toLowerCase())) {
    const instead = REGION_HINTS[region.toLowerCase()]
    return `"${region}" is not an ISO 3166-1 region${instead ? ` (use ${instead})` : ''}`
  }
  return null
}

/**
 * Whether `<html lang>` fits an hreflang code for the same page: equal, or one a more specific form of
 * the other (`ar` and `ar-AE`), compared without regard to case. `en-GB` does not fit `en-US`.
 */
export function langMatches(htmlLang: string, hreflang: string): boolean {
  const a = htmlLang.toLowerCase()
  const b = hreflang.toLowerCase()
  return a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`)
}

/** Languages written right to left by default, and scripts that are. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi'])
const RTL_SCRIPTS = new Set(['adlm', 'arab', 'hebr', 'nkoo', 'rohg', 'syrc', 'thaa'])

/** Whether a `lang` value names a right-to-left language (`ar`, `he-IL`, `fa`, `ur`, `pa-Arab`). */
export function isRightToLeft(lang: string): boolean {
  const parts = lang.toLowerCase().split(/[-_]/)
  const script = parts.find((p, i) => i > 0 && p.length === 4 && /^[a-z]{4}$/.test(p))
  if (script !== undefined) return RTL_SCRIPTS.has(script)
  return RTL_LANGUAGES.has(parts[0]!)
}
