// subset-font ships no types; the options this project passes (build/vite-plugin-fonts/index.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, number | { min: number; max: number; default?: number }> },
  ): Promise<Buffer>
}
