/**
 * Clicks and impressions over the export's dates: two small line panels sharing one time axis (their
 * scales differ a hundredfold, so each has its own), drawn as inline SVG. The picture has a one-line
 * text alternative, and the daily figures are in a table under it.
 */
import { useId } from 'react'
import { formatNumber } from '../../lib/numbers.ts'

export interface DayFigures {
  /** `YYYY-MM-DD`. */
  date: string
  clicks: number
  impressions: number
}

const WIDTH = 640
const PANEL = 90
const GAP = 34
const LEFT = 8
const RIGHT = 8
const TOP = 22

/** The polyline points of one series scaled into a panel whose top is `top`. */
function points(values: number[], top: number): string {
  const max = Math.max(1, ...values)
  const step = values.length > 1 ? (WIDTH - LEFT - RIGHT) / (values.length - 1) : 0
  return values.map((v, i) => `${(LEFT + i * step).toFixed(1)},${(top + PANEL - (v / max) * PANEL).toFixed(1)}`).join(' ')
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
  const titleId = useId()
  const descId = useId()
  if (days.length < 2) return <p className="muted">{describeDays(days)}</p>
  const height = TOP + PANEL + GAP + PANEL + 24
  const panels = [
    { key: 'impressions' as const, label: 'Impressions', top: TOP, className: 'line-impressions' },
    { key: 'clicks' as const, label: 'Clicks', top: TOP + PANEL + GAP, className: 'line-clicks' },
  ]
  return (
    <figure className="search-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>Clicks and impressions per day</title>
        <desc id={descId}>{describeDays(days)}</desc>
        {panels.map((p) => {
          const max = Math.max(...days.map((d) => d[p.key]))
          return (
            <g key={p.key}>
              <text x={LEFT} y={p.top - 7} className="chart-label">
                {p.label} (peak {formatNumber(max)})
              </text>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={p.top + PANEL} y2={p.top + PANEL} className="chart-axis" />
              <polyline points={points(days.map((d) => d[p.key]), p.top)} className={p.className} fill="none" />
            </g>
          )
        })}
        <text x={LEFT} y={height - 6} className="chart-label">
          {days[0]!.date}
        </text>
        <text x={WIDTH - RIGHT} y={height - 6} className="chart-label" textAnchor="end">
          {days.at(-1)!.date}
        </text>
      </svg>
      <figcaption>
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
      </figcaption>
    </figure>
  )
}
