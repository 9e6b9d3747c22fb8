import { getKnownSafeSingleton } from '@assent/core'
import { type Address, isAddress, zeroAddress } from 'viem'
import type { VerificationProblem } from './verifyTransaction'

/** The security-relevant state of a Safe, as the gateway or the chain describes it. */
export type SafeState = {
  owners: readonly string[]
  threshold: number
  nonce: number
  modules: readonly string[]
  /** null (or the zero address) when unset. */
  guard: string | null
  fallbackHandler: string | null
  /** The implementation (master copy) the proxy delegates to. */
  singleton: string | null
  /** Singleton version, e.g. `1.4.1` (a `+L2` suffix is ignored). */
  version: string | null
}

const mismatch = (
  what: string,
  why: string,
  expected: string,
  received: string,
): VerificationProblem => ({
  code: 'safe-state-mismatch',
  message: `The gateway's ${what} differs from the Safe on chain: ${why}`,
  expected,
  received,
})

/** Parameters of `compareSafeState`: the gateway's Safe, then the chain's. */
export type CompareSafeStateParameters = Parameters<typeof compareSafeState>

/** What `compareSafeState` answers: one problem per field that differs; [] when they agree. */
export type CompareSafeStateReturnType = VerificationProblem[]

/**
 * Compares the Safe as the gateway describes it with the Safe as the chain says it is, field by
 * field; and refuses a singleton this wallet does not know (unknown code behind the proxy can
 * do anything with a signature). Every problem blocks signing: the owners decide which
 * confirmations look valid, the version the hash layout, the nonce which transaction runs next,
 * modules and guard who else can move funds or veto.
 * @example
 * const chain = await readOnChainSafeState(client, { chainId: 1, address: safe })
 * const problems = compareSafeState(safeStateFromGateway(safeInfo), chain) // [] when they agree
 */
export function compareSafeState(gateway: SafeState, chain: SafeState): CompareSafeStateReturnType {
  const problems: VerificationProblem[] = []
  if (setKey(gateway.owners) !== setKey(chain.owners)) {
    problems.push(
      mismatch(
        'list of owners',
        'confirmations would be judged against the wrong owners.',
        list(chain.owners),
        list(gateway.owners),
      ),
    )
  }
  if (gateway.threshold !== chain.threshold) {
    problems.push(
      mismatch(
        'threshold',
        'the number of signatures needed is not what it says.',
        String(chain.threshold),
        String(gateway.threshold),
      ),
    )
  }
  if (gateway.nonce !== chain.nonce) {
    problems.push(
      mismatch(
        'nonce',
        'the transaction that runs next is not the one it says (if a transaction was just executed, wait for the gateway to catch up).',
        String(chain.nonce),
        String(gateway.nonce),
      ),
    )
  }
  if (setKey(gateway.modules) !== setKey(chain.modules)) {
    problems.push(
      mismatch(
        'list of modules',
        'a module can move funds without the owners.',
        list(chain.modules),
        list(gateway.modules),
      ),
    )
  }
  for (const [what, why, key] of [
    ['guard', 'a guard can block or allow any transaction.', 'guard'],
    ['fallback handler', 'it answers signature checks for the Safe.', 'fallbackHandler'],
    ['implementation', 'it is the code that runs the Safe.', 'singleton'],
  ] as const) {
    if (addressKey(gateway[key]) !== addressKey(chain[key])) {
      problems.push(mismatch(what, why, chain[key] ?? '(none)', gateway[key] ?? '(none)'))
    }
  }
  if (baseVersion(gateway.version) !== baseVersion(chain.version)) {
    problems.push(
      mismatch(
        'Safe version',
        "the contract's VERSION differs, so the hash would be computed wrongly.",
        String(chain.version),
        String(gateway.version),
      ),
    )
  }
  problems.push(...checkSingleton(chain))
  return problems
}

/** The chain's singleton must be a Safe this wallet knows, of the version it reports. */
function checkSingleton(chain: SafeState): VerificationProblem[] {
  const known =
    chain.singleton && isAddress(chain.singleton, { strict: false })
      ? getKnownSafeSingleton(chain.singleton as Address)
      : undefined
  if (!known) {
    return [
      {
        code: 'safe-state-mismatch',
        message:
          'The Safe runs an implementation (singleton) this wallet does not know. Unknown code can do anything with a signature. Do not sign.',
        expected: 'a known Safe singleton',
        received: chain.singleton ?? '(none)',
      },
    ]
  }
  if (baseVersion(chain.version) !== known.version) {
    return [
      {
        code: 'safe-state-mismatch',
        message: `The Safe's singleton is Safe ${known.version}, but the contract reports VERSION ${String(chain.version)}.`,
        expected: known.version,
        received: String(chain.version),
      },
    ]
  }
  return []
}

function setKey(addresses: readonly string[]): string {
  return addresses
    .map((address) => address.toLowerCase())
    .sort()
    .join(',')
}

function addressKey(address: string | null): string {
  const lower = address?.toLowerCase() ?? zeroAddress
  return lower === zeroAddress ? '' : lower
}

function baseVersion(version: string | null): string | null {
  return version?.split('+')[0] ?? null
}

function list(addresses: readonly string[]): string {
  return addresses.length ? addresses.join(', ') : '(none)'
}
