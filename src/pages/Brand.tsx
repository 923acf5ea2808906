import { Link } from 'react-router-dom'
import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'

export function Component() {
  const { site } = data
  return (
    <SimplePage id="brand" heading={`${site.brand.name}: Dubai gaming PC builder`}>
      <p>
        <Link to="/contact-dubai">Contact us</Link> · <Link to="/gaming-pc-builds-dubai">Sample builds</Link> · <Link to="/gaming-pc-shop-dubai">Shop prebuilt PCs</Link>
      </p>
    </SimplePage>
  )
}
