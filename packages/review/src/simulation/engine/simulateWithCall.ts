import { decodeFunctionResult, parseAbi } from 'viem'
import { decodeRevertReason } from './decodeRevertReason'
import { probeInnerRevert } from './probeInnerRevert'
import { revertData } from './revertData'
import type { SimulationContext } from './simulationContext'
import type { SimulationRun } from './types'

const execResultAbi = parseAbi(['function execTransaction() returns (bool)'])

/**
 * Plain eth_call with state overrides, which every node offers: success or failure and the
 * reason, the gas from eth_estimateGas when the node takes overrides there too — but no logs,
 * so no asset or settings changes.
 */
export async function simulateWithCall(context: SimulationContext): Promise<SimulationRun> {
  const { client, call, blockNumber, safe } = context
  const stateOverride = [
    { address: call.from, balance: call.senderBalance },
    { address: safe, stateDiff: context.call.stateDiff },
  ]
  const request = {
    account: call.from,
    to: call.to,
    data: call.data,
    gas: call.gas,
    gasPrice: call.gasPrice,
    blockNumber,
    stateOverride,
  }
  let returned: `0x${string}` | undefined
  try {
    returned = (await client.call(request)).data
  } catch (error) {
    const data = revertData(error)
    if (data === undefined && !isRevert(error)) throw error
    return {
      mode: 'eth_call',
      blockNumber,
      outcome: 'reverted',
      revertReason: decodeRevertReason(data),
      fallbacks: [],
    }
  }
  const gasUsed = await client.estimateGas(request).catch(() => undefined)
  const success = returned
    ? decodeFunctionResult({ abi: execResultAbi, functionName: 'execTransaction', data: returned })
    : false
  if (success) return { mode: 'eth_call', blockNumber, outcome: 'success', gasUsed, fallbacks: [] }
  const reason = await probeInnerRevert(context)
  return {
    mode: 'eth_call',
    blockNumber,
    outcome: 'execution-failure',
    revertReason: reason ?? "the Safe's call failed for a reason the RPC does not show",
    revertedCall: { to: context.tx.to, operation: context.tx.operation },
    gasUsed,
    fallbacks: [],
  }
}

function isRevert(error: unknown): boolean {
  return error instanceof Error && /revert/i.test(error.message)
}
