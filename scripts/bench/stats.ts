/** The middle value (the upper one of the two middles for an even count). */
export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}
