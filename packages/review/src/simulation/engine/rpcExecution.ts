import { type RpcStateOverride, toHex } from 'viem'
import type { SimulationContext } from './simulationContext'
import type { RpcSimulationCall } from './simulationRpcSchema'

/**
 * The execution and its state overrides in the JSON-RPC shape, as eth_simulateV1 and
 * debug_traceCall take them: it pays for its gas like a real execution, the sender holds its
 * balance plus the fees, and the Safe's `stateDiff` keeps every other slot as on chain.
 */
export function rpcExecution(context: SimulationContext): {
  call: RpcSimulationCall
  stateOverrides: RpcStateOverride
} {
  const { call, safe } = context
  return {
    call: {
      from: call.from,
      to: call.to,
      data: call.data,
      gas: toHex(call.gas),
      gasPrice: toHex(call.gasPrice),
    },
    stateOverrides: {
      [call.from]: { balance: toHex(call.senderBalance) },
      [safe]: {
        stateDiff: Object.fromEntries(call.stateDiff.map(({ slot, value }) => [slot, value])),
      },
    },
  }
}
