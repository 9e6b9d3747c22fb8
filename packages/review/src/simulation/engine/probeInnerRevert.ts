import { Operation } from '@assent/core'
import { BaseError, type Hex, RawContractError } from 'viem'
import { decodeRevertReason } from './decodeRevertReason'
import type { SimulationContext } from './simulationContext'

/**
 * Why the Safe's own call failed, by running that call alone from the Safe at the same block.
 * A delegate call is run as the Safe's code: the target's code is put at the Safe's address,
 * so it sees the Safe's storage and balance as the real delegate call would.
 */
export async function probeInnerRevert(context: SimulationContext): Promise<string | undefined> {
  const { client, safe, tx, blockNumber } = context
  try {
    const stateOverride =
      tx.operation === Operation.DELEGATE
        ? [{ address: safe, code: (await client.getCode({ address: tx.to, blockNumber })) ?? '0x' }]
        : undefined
    await client.call({
      account: safe,
      to: tx.operation === Operation.DELEGATE ? safe : tx.to,
      data: tx.data,
      value: tx.operation === Operation.DELEGATE ? 0n : tx.value,
      blockNumber,
      stateOverride,
    })
    // Alone it succeeds: it failed for lack of gas (safeTxGas) or because of an earlier step.
    return undefined
  } catch (error) {
    return decodeRevertReason(revertData(error))
  }
}

/** The revert data inside a viem error, when the node returned any. */
export function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const raw = error.walk((cause) => cause instanceof RawContractError)
  if (raw instanceof RawContractError && typeof raw.data === 'string') return raw.data
  const withData = error.walk(
    (cause) => typeof (cause as { data?: unknown }).data === 'string',
  ) as { data?: Hex } | null
  return withData?.data
}
