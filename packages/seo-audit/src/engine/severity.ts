/**
 * Per-rule severity (the config file's "rules": {"canonical-missing": "off"}):
 * - `off`: the rule's findings are dropped (not reported, not scored);
 * - `warn`: reported; a warning rule lowers the score only with `strict`, and a
 *   broken link no longer fails the run by itself (only through the score);
 * - `error`: any finding of the rule fails the run whatever the score; a warning
 *   rule's findings are then shown as errors and cost a point each.
 * Defaults without a config: broken links, the deploy guard's findings (a published URL or a canonical
 * target gone, with --baseline or --search-data), one hreflang code naming two URLs on a page and a programming value a visitor reads
 * (`NaN`, `undefined`, ...) `error`, everything else `warn`.
 */
import type { AuditResult, FindingRuleName, RuleName, RuleSeverities, RuleSeverity, WarningLevel, WarningRule } from './types.ts'

export type { RuleName, RuleSeverities, RuleSeverity } from './types.ts'

export const RULE_SEVERITIES: readonly RuleSeverity[] = ['off', 'warn', 'error']

/** Every warning rule, once (the compiler insists a new rule is added here). */
const WARNING_RULES = {
  'title-missing': true,
  'title-too-long': true,
  'title-duplicate': true,
  'description-missing': true,
  'description-too-long': true,
  'description-duplicate': true,
  'canonical-missing': true,
  'canonical-multiple': true,
  'canonical-relative': true,
  'canonical-not-self': true,
  'canonical-broken': true,
  'canonical-noindex': true,
  'sitemap-missing': true,
  'sitemap-invalid': true,
  'sitemap-missing-page': true,
  'sitemap-noindex': true,
  'sitemap-redirect': true,
  'sitemap-unknown-url': true,
  'sitemap-not-canonical': true,
  'jsonld-invalid': true,
  'jsonld-missing-property': true,
  'jsonld-expired': true,
  'jsonld-self-serving-review': true,
  'jsonld-multiple-products': true,
  'jsonld-geo-precision': true,
  'jsonld-date-order': true,
  'og-image-missing': true,
  'og-image-incomplete': true,
  'link-to-redirect': true,
  'redirect-target-broken': true,
  'redirect-drops-fragment': true,
  'published-url-gone': true,
  'canonical-target-gone': true,
  'h1-missing': true,
  'h1-multiple': true,
  'lang-missing': true,
  'hreflang-invalid': true,
  'hreflang-duplicate': true,
  'hreflang-self-missing': true,
  'hreflang-no-return': true,
  'hreflang-broken': true,
  'hreflang-redirect': true,
  'hreflang-not-canonical': true,
  'hreflang-noindex': true,
  'hreflang-lang-mismatch': true,
  'hreflang-sitemap-mismatch': true,
  'dir-rtl-missing': true,
  'soft-404': true,
  'programming-value': true,
  'external-unknown': true,
  'external-skipped': true,
  'page-unreadable': true,
  'symlink-outside-root': true,
  'symlink-loop': true,
} satisfies Record<WarningRule, true>

export const FINDING_RULES: readonly FindingRuleName[] = ['broken-link', 'mixed-content', 'missing-alt']
export const RULE_NAMES: readonly RuleName[] = [...FINDING_RULES, ...(Object.keys(WARNING_RULES) as WarningRule[])]


const ERROR_BY_DEFAULT: ReadonlySet<RuleName> = new Set(['broken-link', 'published-url-gone', 'canonical-target-gone', 'hreflang-duplicate', 'programming-value'])

export function severityOf(rule: RuleName, rules: RuleSeverities | undefined): RuleSeverity {
  return rules?.[rule] ?? (ERROR_BY_DEFAULT.has(rule) ? 'error' : 'warn')
}

/** Whether findings of a rule are kept at all (`off` drops them: not listed, not counted, not scored). */
export function ruleIsOn(rule: RuleName, rules: RuleSeverities | undefined): boolean {
  return severityOf(rule, rules) !== 'off'
}

/** The level a warning is reported at: `error` or `warning` when the config sets its rule, else its own; null when off. */
export function warningLevel(rule: WarningRule, level: WarningLevel, rules: RuleSeverities | undefined): WarningLevel | null {
  const s = rules?.[rule]
  if (s === 'off') return null
  if (s === 'error') return 'error'
  if (s === 'warn' && level !== 'warning') return 'warning'
  return level
}

/** Findings that fail the run by themselves, whatever the score (true counts, not the capped lists). */
export function failingFindings(result: Pick<AuditResult, 'totals' | 'baseline'>, rules: RuleSeverities | undefined): number {
  const t = result.totals
  // With a baseline report, findings it already held do not fail the run: only new ones do.
  const k = result.baseline?.known ?? { errors: 0, brokenLinks: 0, mixedContent: 0, missingAltTags: 0 }
  let n = t.errors - k.errors
  if (severityOf('broken-link', rules) === 'error') n += t.brokenLinks - k.brokenLinks
  if (severityOf('mixed-content', rules) === 'error') n += t.mixedContent - k.mixedContent
  if (severityOf('missing-alt', rules) === 'error') n += t.missingAltTags - k.missingAltTags
  return n
}

/**
 * Whether a run passes: no failing finding (with a baseline report: no new one), and the score reaches
 * `minScore` (with a baseline report, a lower score passes when it is no lower than the baseline's).
 */
export function runPasses(result: Pick<AuditResult, 'totals' | 'baseline' | 'score'>, minScore: number, rules: RuleSeverities | undefined): boolean {
  return failingFindings(result, rules) === 0 && result.score >= scoreFloor(result, minScore)
}

/** The score a run must reach: `minScore`, or the baseline report's score when that is lower. */
export function scoreFloor(result: Pick<AuditResult, 'baseline'>, minScore: number): number {
  return result.baseline?.score !== undefined ? Math.min(minScore, result.baseline.score) : minScore
}
