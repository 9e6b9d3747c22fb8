/** The fields of an error the wording looks at (wallet, wagmi and viem errors all fit). */
export type ErrorLike = {
  name?: unknown
  code?: unknown
  message?: unknown
  shortMessage?: unknown
  cause?: unknown
  data?: unknown
}

/** The error and its causes, outermost first (viem and wagmi wrap provider errors). */
export function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && chain.length < 10) {
    chain.push(current as ErrorLike)
    current = (current as ErrorLike).cause
  }
  if (chain.length === 0 && typeof error === 'string') chain.push({ message: error })
  return chain
}
