import { Link } from 'react-router-dom'
import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'

export function Component() {
  const { site } = data
  return (
    <SimplePage id="about" heading="About Falcon PC, your Dubai gaming PC builder" intro={`Founded in ${site.foundedYear} in Al Nahda, Dubai, by builders with ${site.claims.experience.toLowerCase()} of experience.`}>
      <p>
        <Link className="btn btn-primary" to="/contact-dubai">
          Talk to a builder
        </Link>{' '}
        <Link className="btn" to="/gaming-pc-builds-dubai">
          See sample builds
        </Link>
      </p>
    </SimplePage>
  )
}
