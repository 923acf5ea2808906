export interface Crumb {
  label: string
  path: string
}

function titleCase(segment: string) {
  return segment
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
}

/**
 * Home first, then one crumb per path segment: labelled from the label map,
 * else title-cased with hyphens as spaces. The last crumb can be named by the
 * page (a post's title). An empty list means "do not show".
 */
export function breadcrumbTrail(path: string, labels: Record<string, string>, lastLabel?: string, homeLabel = 'Home'): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const trail: Crumb[] = [{ label: homeLabel, path: '/' }]
  segments.forEach((segment, i) => {
    const isLast = i === segments.length - 1
    trail.push({
      label: isLast && lastLabel ? lastLabel : (labels[segment] ?? titleCase(segment)),
      path: `/${segments.slice(0, i + 1).join('/')}`,
    })
  })
  return trail.length > 1 ? trail : []
}
