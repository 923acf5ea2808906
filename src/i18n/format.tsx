/**
 * Messages in pages: the page's locale (from its path), its namespaces' messages in that locale, and
 * `fmt` / `rich` to fill in arguments and tags. Pages render at build time, so none of this reaches the
 * browser unless an island imports it.
 */
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react'
import { compile, fmt, SOURCE_LOCALE, type Locale } from './messages.ts'

const LocaleContext = createContext<Locale>(SOURCE_LOCALE)
export const LocaleProvider = LocaleContext.Provider

/** The locale of the page being rendered. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/** A namespace's messages, or a data file's translated copy (`virtual:data-by-locale/<file>`), in the page's locale. */
export function useMessages<T>(byLocale: Readonly<Record<Locale, T>>): T {
  return byLocale[useLocale()]
}

export { fmt }

/** A message with arguments and tags (`<link>…</link>` → `values.link(chunks)`), as React nodes. */
export function rich(locale: Locale, message: string, values: Record<string, string | number | boolean | null | undefined | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>): ReactNode {
  // intl-messageformat types a value as its primitives or a tag function; React nodes pass through it as they are.
  const out = (compile(message, locale).format as (v: typeof values) => ReactNode | ReactNode[])(values)
  // Spread as children, so React needs no keys for the parts.
  return Array.isArray(out) ? createElement(Fragment, null, ...(out as ReactNode[])) : (out as ReactNode)
}
