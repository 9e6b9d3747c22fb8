import type { Address, Hex } from 'viem'

/** Reads gas figures of the Safe's chain (wagmi's estimateGas and getGasPrice, or a viem client). */
export type ExecutionGasReader = {
  estimateGas: (request: { account: Address; to: Address; data: Hex }) => Promise<bigint>
  getGasPrice: () => Promise<bigint>
}

/** An execTransaction call's gas and what it costs at the current gas price, in wei. */
export type ExecutionGasEstimate = { gas: bigint; fee: bigint }

/**
 * Estimates the gas of sending `calldata` (execTransaction with its signatures) from `account`
 * to the Safe, and its fee at the chain's gas price. Free of React: the execute button reads it
 * through estimateExecutionGasQueryOptions.
 * @throws the chain's error when the call would revert (the wallet error texts word it)
 */
export async function estimateExecutionGas(
  reader: ExecutionGasReader,
  { safeAddress, account, calldata }: { safeAddress: Address; account: Address; calldata: Hex },
): Promise<ExecutionGasEstimate> {
  const [gas, gasPrice] = await Promise.all([
    reader.estimateGas({ account, to: safeAddress, data: calldata }),
    reader.getGasPrice(),
  ])
  return { gas, fee: gas * gasPrice }
}
