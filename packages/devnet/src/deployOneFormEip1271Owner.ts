import type { IsValidSignatureForm } from '@assent/core'
import { type Address, concatHex, getAddress, type Hex, size, toHex } from 'viem'
import type { DevnetClients } from './createDevnetClients'

/**
 * The selector of each `isValidSignature` form, which is also the magic value it answers when
 * it accepts: 0x20c13b0b = isValidSignature(bytes,bytes), 0x1626ba7e = isValidSignature(bytes32,bytes).
 */
const SELECTORS: Record<IsValidSignatureForm, Hex> = {
  legacy: '0x20c13b0b',
  bytes32: '0x1626ba7e',
}

/**
 * Runtime code of an owner contract that answers one `isValidSignature` form. For `bytes32`:
 *
 *   contract Bytes32OnlyEip1271Owner {
 *     // Accepts every signature, but only when asked the bytes32 way.
 *     function isValidSignature(bytes32, bytes calldata) external pure returns (bytes4) {
 *       return 0x1626ba7e;
 *     }
 *     // No fallback: any other call (the legacy isValidSignature(bytes,bytes) too) reverts.
 *   }
 *
 * and for `legacy` the same with `isValidSignature(bytes, bytes)` and 0x20c13b0b.
 */
function oneFormRuntime(form: IsValidSignatureForm): Hex {
  const selector = SELECTORS[form]
  return concatHex([
    '0x600035', //    0  PUSH1 0 CALLDATALOAD         the first calldata word
    '0x60e01c', //    3  PUSH1 224 SHR                its first 4 bytes: the selector
    '0x63', //        6  PUSH4 selector
    selector,
    '0x14', //       11  EQ
    '0x601357', //   12  PUSH1 19 JUMPI               to `accept` below
    '0x600080fd', // 15  PUSH1 0 DUP1 REVERT          anything else reverts, with no data
    '0x5b', //       19  JUMPDEST                     accept:
    '0x63', //       20  PUSH4 magic (= the selector)
    selector,
    '0x60e01b', //   25  PUSH1 224 SHL                left-aligned, as a bytes4 is returned
    '0x600052', //   28  PUSH1 0 MSTORE
    '0x60206000f3', // 31  PUSH1 32 PUSH1 0 RETURN    one 32-byte word
  ])
}

/** Creation code that returns `runtime`: copies the bytes after its own 12 and returns them. */
function creationCode(runtime: Hex): Hex {
  const length = toHex(size(runtime), { size: 1 })
  return concatHex([
    '0x60', //   PUSH1 length
    length,
    '0x600c', // PUSH1 12 (where the runtime starts)
    '0x6000', // PUSH1 0
    '0x39', //   CODECOPY(0, 12, length)
    '0x60', //   PUSH1 length
    length,
    '0x6000', // PUSH1 0
    '0xf3', //   RETURN(0, length)
    runtime,
  ])
}

/**
 * Deploys from account 0 (tests only: it is never part of the demo world) an owner contract
 * that accepts every EIP-1271 signature asked in one `form` and reverts on the other: a Safe up
 * to 1.4.1 calls only the legacy form, so with a `bytes32` owner its execTransaction reverts
 * even though a bytes32 check would pass. Each call deploys a fresh contract.
 * @example const owner = await deployOneFormEip1271Owner(devnet, 'bytes32')
 */
export async function deployOneFormEip1271Owner(
  { publicClient, walletClients }: Pick<DevnetClients, 'publicClient' | 'walletClients'>,
  form: IsValidSignatureForm,
): Promise<Address> {
  const deployer = walletClients[0]!
  const runtime = oneFormRuntime(form)
  const hash = await deployer.sendTransaction({
    data: creationCode(runtime),
    account: deployer.account,
    chain: deployer.chain,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress)
    throw new Error(`${form}-only EIP-1271 owner: deployment failed (tx ${hash})`)
  const address = getAddress(receipt.contractAddress)
  const code = await publicClient.getCode({ address })
  if (code?.toLowerCase() !== runtime) {
    throw new Error(`${form}-only EIP-1271 owner: the deployed code is not the intended code`)
  }
  return address
}
