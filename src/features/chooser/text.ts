/**
 * The chooser's copy in one language (data/messages/<locale>/chooser.json), filled in by src/i18n/fill.ts.
 * The island runs in the browser, where intl-messageformat (10 KB gzip) is not wanted, so every message of that namespace is a plain template: `{name}` arguments, no plural, select or tags
 * (tests/unit/chooser/text.test.ts holds the files to that). Anything that needs a plural is formatted
 * at build time into the model (model.ts). Pure: no React, no DOM.
 */
import type en from '../../../data/messages/en/chooser.json'

export type ChooserText = typeof en

export { fill } from '../../i18n/fill.ts'

/** `a`, `a and b`, `a, b and c` in the text's language. */
export function listWords(items: readonly string[], text: Pick<ChooserText, 'notes'>): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(text.notes.listSeparator)}${text.notes.listLast}${items.at(-1)}`
}
