/**
 * A small icon set (24×24, stroke icons), drawn from the sprite file (icon-paths.ts).
 * Decorative by default: pass `label` only when the icon is the only content of its control.
 */
import { iconHref, type IconName } from './icon-paths.ts'
import { useBaseStyles } from '../lib/styles.tsx'
import iconCss from './Icon.css?inline'

export type { IconName }

export function Icon({ name, size = 20, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={iconHref(name)} />
    </svg>
  )
}

/** Five stars for a 1–5 rating, read out as text. */
/** `label`: the stars in words, in the page's language (English "Rated 5 out of 5" when not given). */
export function Stars({ rating, size = 16, label }: { rating: number; size?: number; label?: string }) {
  useBaseStyles(iconCss)
  return (
    <span className="stars" role="img" aria-label={label ?? `Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={i <= Math.round(rating) ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
          <use href={iconHref('star')} />
        </svg>
      ))}
    </span>
  )
}
