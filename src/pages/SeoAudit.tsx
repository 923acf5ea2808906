import { SimplePage } from './SimplePage.tsx'

export function Component() {
  return <SimplePage id="seo-audit" heading="SEO audit" intro="Technical audit and content analysis of every page on this site." />
}
