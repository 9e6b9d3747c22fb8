import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from '@assent/core'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hex,
  type PublicClient,
  parseAbi,
} from 'viem'

// Two ABIs: viem cannot tell the bytes32 and bytes overloads apart for a 32-byte argument.
const bytes32Variant = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const legacyVariant = parseAbi([
  'function isValidSignature(bytes data, bytes signature) view returns (bytes4)',
])

/**
 * How an owner contract answered the two EIP-1271 calls for a contract signature that was
 * refused, in words ("answered 0xdeadbeef, not 0x20c13b0b", "reverted: …"), so a signer sees
 * WHY it is invalid. Asked as the Safe asks (msg.sender = the Safe). Only an explanation: the
 * verdict stays verifySafeSignature's.
 * @example await explainContractRefusal(client, { safe, owner, hash, preimage, payload })
 */
export async function explainContractRefusal(
  client: Pick<PublicClient, 'readContract' | 'getCode'>,
  p: { safe: Address; owner: Address; hash: Hex; preimage: Hex; payload: Hex },
): Promise<string> {
  const code = await client.getCode({ address: p.owner })
  if (!code || code === '0x') return `${p.owner} has no code: it cannot sign as a contract.`
  const call = { address: p.owner, account: p.safe, functionName: 'isValidSignature' } as const
  const [legacy, byHash] = await Promise.all([
    describe(
      () => client.readContract({ ...call, abi: legacyVariant, args: [p.preimage, p.payload] }),
      EIP1271_LEGACY_MAGIC_VALUE,
    ),
    describe(
      () => client.readContract({ ...call, abi: bytes32Variant, args: [p.hash, p.payload] }),
      EIP1271_MAGIC_VALUE,
    ),
  ])
  return `isValidSignature(bytes,bytes) ${legacy}; isValidSignature(bytes32,bytes) ${byHash}.`
}

async function describe(read: () => Promise<Hex>, magic: Hex): Promise<string> {
  try {
    const answer = await read()
    return answer.toLowerCase() === magic
      ? `answered the magic value ${magic}`
      : `answered ${answer}, not ${magic}`
  } catch (error) {
    if (!(error instanceof BaseError)) return 'failed'
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError) {
      return revert.reason ? `reverted: ${revert.reason}` : 'reverted'
    }
    return `failed: ${error.shortMessage}`
  }
}
