import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'

export function Component() {
  const { emirates } = data
  return (
    <SimplePage id="service-areas" heading="Free gaming PC delivery across the UAE">
      <ul className="card-grid">
        {emirates.map((e) => (
          <li key={e.slug} className="card">
            <h2>{e.name}</h2>
            <p>{e.deliveryTime}</p>
          </li>
        ))}
      </ul>
    </SimplePage>
  )
}
