import { Operation } from '@assent/core'
import { decodeRevertReason } from './decodeRevertReason'
import { revertData } from './revertData'
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
