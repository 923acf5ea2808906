declare module 'virtual:content' {
  export const data: import('./schemas.ts').SiteData
  export const posts: import('./post.ts').PostSummary[]
  export const images: Record<string, import('./image-urls.ts').ImageInfo>
  export const buildInfo: import('./build-info.ts').BuildInfo
  export const postBodies: Record<string, () => Promise<{ html: string }>>
}
