import { describeWalletError } from '../../../wallet/errors'
import { SignStepFailure } from '../../../wallet/signAndProve'
import type { SafeRead } from '../cache/invalidateSafeReads'

/** Everything a mined execution can change in the gateway's answers about the Safe. */
export const READS_AFTER_EXECUTION: readonly SafeRead[] = [
  'queue',
  'history',
  'details',
  'safeInfo',
  'balances',
  'nonces',
]

/**
 * The gas limit sent for an estimate: 20 % above it, since the state can move between the
 * estimate and the block. Undefined (no estimate) lets the wallet estimate.
 */
export function gasLimitFor(estimatedGas: bigint | undefined): bigint | undefined {
  return estimatedGas === undefined ? undefined : (estimatedGas * 12n) / 10n
}

/**
 * `send` whose refusals and failures become a SignStepFailure in the wallet's words (what the
 * sign and execute steps show), whatever the wallet threw.
 */
export function inWalletWords<Request, Result>(
  send: (request: Request) => Promise<Result>,
): (request: Request) => Promise<Result> {
  return (request) =>
    send(request).catch((failure: unknown) => {
      const description = describeWalletError(failure, 'sendTransaction')
      throw new SignStepFailure(description.title, description.message)
    })
}
