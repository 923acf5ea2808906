import { Link } from 'react-router-dom'
import { posts } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'
import { postPath } from '../site/page-table.ts'

export function Component() {
  return (
    <SimplePage id="blog" heading="Gaming PC guides, builds and reviews" intro="Written for gamers in Dubai and the UAE, with real prices in AED.">
      <ul className="card-grid">
        {posts.map((p) => (
          <li key={p.slug} className="card">
            <p className="eyebrow">{p.category}</p>
            <h2>
              <Link to={postPath(p.slug)}>{p.title}</Link>
            </h2>
            <p>{p.excerpt}</p>
          </li>
        ))}
      </ul>
    </SimplePage>
  )
}
