import {
  type Address,
  BaseError,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  isHex,
  type PublicClient,
  parseAbi,
  size,
  sliceHex,
} from 'viem'

const simulationAbi = parseAbi([
  'function simulateAndRevert(address targetContract, bytes calldataPayload)',
  'function simulate(address to, uint256 value, bytes data, uint8 operation) returns (uint256 estimate, bool success, bytes returnData)',
])

/** What the Safe needs beyond the inner call's own use (checks, events, the 1/64 rule). */
const SAFE_TX_GAS_BUFFER = 10_000n

/** The revert data inside a viem error (eth_call reverts carry it on a nested cause). */
function revertData(error: unknown): Hex | null {
  if (!(error instanceof BaseError)) return null
  const found = error.walk((e) => {
    const data = (e as { data?: unknown }).data
    return typeof data === 'string' || (typeof data === 'object' && data !== null && 'data' in data)
  }) as { data?: unknown } | null
  const data = found?.data
  const hex = typeof data === 'object' && data !== null && 'data' in data ? data.data : data
  return typeof hex === 'string' && isHex(hex) ? hex : null
}

/**
 * Estimates `safeTxGas` for a call from `safe`: simulates it inside the Safe with the
 * SimulateTxAccessor (`simulateAndRevert`, which reverts with the measured gas) when the chain
 * has one, else with `eth_estimateGas` from the Safe's address. Returns 0 (no gas limit for the
 * inner call, fine for Safe ≥ 1.3.0) when neither can measure it, e.g. the call would revert.
 */
export async function estimateSafeTxGas(
  client: PublicClient,
  p: {
    safe: Address
    accessor: Address | null
    to: Address
    value: bigint
    data: Hex
    operation: 0 | 1
  },
): Promise<bigint> {
  if (p.accessor) {
    const payload = encodeFunctionData({
      abi: simulationAbi,
      functionName: 'simulate',
      args: [p.to, p.value, p.data, p.operation],
    })
    const call = encodeFunctionData({
      abi: simulationAbi,
      functionName: 'simulateAndRevert',
      args: [p.accessor, payload],
    })
    const data = await client.call({ to: p.safe, data: call }).then(
      () => null,
      (error: unknown) => revertData(error),
    )
    // Revert data: delegatecall success (word), return data length (word), return data.
    if (data && size(data) >= 64 + 96) {
      const [delegated] = decodeAbiParameters([{ type: 'bool' }], sliceHex(data, 0, 32))
      if (delegated) {
        const [estimate, success] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'bool' }, { type: 'bytes' }],
          sliceHex(data, 64),
        )
        // A call that fails inside the Safe cannot be measured; eth_estimateGas would only guess.
        return success ? estimate + SAFE_TX_GAS_BUFFER : 0n
      }
    }
  }
  if (p.operation === 0) {
    const gas = await client
      .estimateGas({ account: p.safe, to: p.to, value: p.value, data: p.data })
      .catch(() => null)
    // eth_estimateGas includes the 21000 intrinsic gas the inner call does not pay.
    if (gas !== null) return gas > 21_000n ? gas - 21_000n + SAFE_TX_GAS_BUFFER : SAFE_TX_GAS_BUFFER
  }
  return 0n
}
