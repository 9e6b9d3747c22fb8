import type { VerificationProblem } from './verifyTransaction'

export type SafeState = {
  owners: readonly string[]
  threshold: number
  /** Singleton version without the `+L2` suffix, e.g. `1.4.1`. */
  version: string | null
}

/**
 * Compares the Safe as the gateway describes it with the Safe as the chain says it is. The
 * gateway's owners decide which confirmations look valid and its version decides the hash
 * layout, so a gateway lying about either must block signing.
 */
export function compareSafeState(gateway: SafeState, chain: SafeState): VerificationProblem[] {
  const problems: VerificationProblem[] = []
  const normalize = (owners: readonly string[]) =>
    owners
      .map((owner) => owner.toLowerCase())
      .sort()
      .join(',')
  if (normalize(gateway.owners) !== normalize(chain.owners)) {
    problems.push({
      code: 'safe-state-mismatch',
      message: "The gateway's list of owners differs from the Safe's owners on chain.",
      expected: chain.owners.join(', '),
      received: gateway.owners.join(', '),
    })
  }
  if (gateway.threshold !== chain.threshold) {
    problems.push({
      code: 'safe-state-mismatch',
      message: "The gateway's threshold differs from the Safe's threshold on chain.",
      expected: String(chain.threshold),
      received: String(gateway.threshold),
    })
  }
  const base = (version: string | null) => version?.split('+')[0] ?? null
  if (base(gateway.version) !== base(chain.version)) {
    problems.push({
      code: 'safe-state-mismatch',
      message:
        "The gateway's Safe version differs from the contract's VERSION on chain, so the hash would be computed wrongly.",
      expected: String(chain.version),
      received: String(gateway.version),
    })
  }
  return problems
}
