/**
 * Island copy in the browser. An island's messages come in its props, already formatted on the server in
 * the page's language (src/i18n/island-copy.ts); where only the browser knows a value (a name, a count)
 * the text keeps a plain `{name}`, which this fills in (a tag `<retry>…</retry>` is `fillParts`'s, in
 * fill-parts.ts). No ICU, no other language's copy, no React: plain behaviours use it too.
 */
export type FillValues = Readonly<Record<string, string | number>>

const has = (values: object, key: string) => Object.prototype.hasOwnProperty.call(values, key)

/** `fill('Step {step} of {total}', { step: 2, total: 3 })` → `Step 2 of 3`. One pass: a value that contains `{x}` stays as it is. */
export function fill(template: string, values: FillValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (has(values, key) ? String(values[key]) : whole))
}

/** The form of `forms` (the server's `pluralForms`) that `count` takes in the page's language (`lang`), still with `{count}` in it. */
export function pluralForm(forms: { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>, lang: string, count: number): string {
  return forms[new Intl.PluralRules(lang).select(count)] ?? forms.other
}
