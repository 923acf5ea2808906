/**
 * Per-rule severity (the config file's "rules": {"canonical-missing": "off"}):
 * - `off`: the rule's findings are dropped (not reported, not scored);
 * - `warn`: reported; a warning rule lowers the score only with `strict`, and a
 *   broken link no longer fails the run by itself (only through the score);
 * - `error`: any finding of the rule fails the run whatever the score; a warning
 *   rule's findings are then shown as errors and cost a point each.
 * Defaults keep the behaviour without a config: broken links `error`, everything else `warn`.
 */
import type { AuditResult, AuditWarning, WarningRule } from './types.ts'

export type RuleSeverity = 'off' | 'warn' | 'error'
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
  'link-to-redirect': true,
  'redirect-target-broken': true,
  'h1-missing': true,
  'h1-multiple': true,
  'lang-missing': true,
  'soft-404': true,
  'external-unknown': true,
  'page-unreadable': true,
  'symlink-outside-root': true,
  'symlink-loop': true,
} satisfies Record<WarningRule, true>

export const FINDING_RULES = ['broken-link', 'mixed-content', 'missing-alt'] as const
export type RuleName = (typeof FINDING_RULES)[number] | WarningRule
export const RULE_NAMES: readonly RuleName[] = [...FINDING_RULES, ...(Object.keys(WARNING_RULES) as WarningRule[])]

export type RuleSeverities = Partial<Record<RuleName, RuleSeverity>>

export function severityOf(rule: RuleName, rules: RuleSeverities | undefined): RuleSeverity {
  return rules?.[rule] ?? (rule === 'broken-link' ? 'error' : 'warn')
}

/** Drops `off` rules and sets the level of warnings whose rule is `warn` or `error`. */
export function applySeverities<T extends Pick<AuditResult, 'brokenLinks' | 'mixedContent' | 'missingAltTags' | 'warnings'>>(
  findings: T,
  rules: RuleSeverities | undefined,
): T {
  if (!rules || Object.keys(rules).length === 0) return findings
  const on = (rule: RuleName) => severityOf(rule, rules) !== 'off'
  const warnings: AuditWarning[] = []
  for (const w of findings.warnings) {
    const s = rules[w.rule]
    if (s === 'off') continue
    warnings.push(s === 'error' ? { ...w, level: 'error' } : s === 'warn' && w.level === 'notice' ? { ...w, level: 'warning' } : w)
  }
  return {
    ...findings,
    brokenLinks: on('broken-link') ? findings.brokenLinks : [],
    mixedContent: on('mixed-content') ? findings.mixedContent : [],
    missingAltTags: on('missing-alt') ? findings.missingAltTags : [],
    warnings,
  }
}

/** Findings that fail the run by themselves, whatever the score. */
export function failingFindings(result: AuditResult, rules: RuleSeverities | undefined): number {
  let n = result.warnings.filter((w) => w.level === 'error').length
  if (severityOf('broken-link', rules) === 'error') n += result.brokenLinks.length
  if (severityOf('mixed-content', rules) === 'error') n += result.mixedContent.length
  if (severityOf('missing-alt', rules) === 'error') n += result.missingAltTags.length
  return n
}
