import { decodeErrorResult, type Hex, parseAbi, size } from 'viem'

const standardErrors = parseAbi(['error Error(string message)', 'error Panic(uint256 code)'])

/**
 * A revert's return data in words: the `Error(string)` text (Safe's "GS013"… codes are
 * explained), a Panic code, or the custom error's selector when its ABI is unknown.
 */
export function decodeRevertReason(data: Hex | undefined): string {
  if (!data || data === '0x') return 'reverted without a reason'
  try {
    const decoded = decodeErrorResult({ abi: standardErrors, data })
    if (decoded.errorName === 'Panic') return `panic 0x${(decoded.args[0] as bigint).toString(16)}`
    const message = String(decoded.args[0])
    return SAFE_ERROR_TEXTS[message] ? `${message}: ${SAFE_ERROR_TEXTS[message]}` : message
  } catch {
    return size(data) >= 4
      ? `custom error ${data.slice(0, 10)} (its ABI is unknown)`
      : `reverted with ${data}`
  }
}

/** The Safe codes a simulation can hit, as the contracts' error documentation words them. */
const SAFE_ERROR_TEXTS: Record<string, string> = {
  GS010: 'not enough gas to execute the Safe transaction',
  GS011: 'could not pay the gas refund in ether',
  GS012: 'could not pay the gas refund in the token',
  GS013: "the Safe's call failed and neither safeTxGas nor gasPrice was set",
  GS020: 'signatures data too short',
  GS025: 'hash not approved',
  GS026: 'invalid owner provided',
}
