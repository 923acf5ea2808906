/**
 * Clicks and impressions over the export's dates: two small line panels sharing one time axis (their
 * scales differ a hundredfold, so each has its own), drawn as inline SVG. The picture has a one-line
 * text alternative, and the daily figures are in a table under it (in a `<details>`).
 */
import { formatNumber } from '../../lib/numbers.ts'

export interface DayFigures {
  /** `YYYY-MM-DD`. */
  date: string
  clicks: number
  impressions: number
}

const WIDTH = 640
const HEIGHT = 80

/** The polyline points of one series, scaled to its own peak (the SVG stretches to the width; strokes keep their width). */
function points(values: number[]): string {
  const max = Math.max(1, ...values)
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0
  return values.map((v, i) => `${(i * step).toFixed(1)},${(HEIGHT - 1 - (v / max) * (HEIGHT - 2)).toFixed(1)}`).join(' ')
}

function peak(days: readonly DayFigures[], key: 'clicks' | 'impressions'): DayFigures {
  return days.reduce((best, d) => (d[key] > best[key] ? d : best), days[0]!)
}

export function describeDays(days: readonly DayFigures[]): string {
  if (days.length === 0) return 'No daily figures in this export.'
  const clicks = days.reduce((n, d) => n + d.clicks, 0)
  const impressions = days.reduce((n, d) => n + d.impressions, 0)
  const top = peak(days, 'clicks')
  return `${days.length} days, ${days[0]!.date} to ${days.at(-1)!.date}: ${formatNumber(clicks)} clicks and ${formatNumber(impressions)} impressions; most clicks on ${top.date} (${formatNumber(top.clicks)}).`
}

export function SearchChart({ days }: { days: readonly DayFigures[] }) {
  if (days.length < 2) return <p className="muted">{describeDays(days)}</p>
  const panels = [
    { key: 'impressions' as const, label: 'Impressions', className: 'line-impressions' },
    { key: 'clicks' as const, label: 'Clicks', className: 'line-clicks' },
  ]
  // The labels are HTML beside the drawing, so they keep their size on a phone, where the drawing narrows.
  return (
    <figure className="search-chart">
      <figcaption className="chart-title">Clicks and impressions per day</figcaption>
      <div className="chart" role="img" aria-label={`Clicks and impressions per day. ${describeDays(days)}`}>
        {panels.map((p) => (
          <div key={p.key} className="chart-panel">
            <p className="chart-label">
              {p.label} (peak {formatNumber(Math.max(...days.map((d) => d[p.key])))})
            </p>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="chart-axis" vectorEffect="non-scaling-stroke" />
              <polyline points={points(days.map((d) => d[p.key]))} className={p.className} fill="none" vectorEffect="non-scaling-stroke" />
            </svg>
          </div>
        ))}
        <p className="chart-dates">
          <span>{days[0]!.date}</span>
          <span>{days.at(-1)!.date}</span>
        </p>
      </div>
      <details>
        <summary>Daily figures</summary>
        <div className="table-scroll" role="region" aria-label="Daily clicks and impressions" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Clicks
                </th>
                <th scope="col" className="num">
                  Impressions
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td className="num">{formatNumber(d.clicks)}</td>
                  <td className="num">{formatNumber(d.impressions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
