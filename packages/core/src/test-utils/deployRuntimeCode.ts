import {
  type Address,
  concatHex,
  getAddress,
  type Hex,
  type PublicClient,
  size,
  toHex,
  type WalletClient,
} from 'viem'

/**
 * Deploys a contract whose runtime code is `runtime` (under 256 bytes), for tests that need a
 * tiny hand-written contract. The init code copies the runtime that follows it and returns it:
 * PUSH1 len PUSH1 12 PUSH1 0 CODECOPY PUSH1 len PUSH1 0 RETURN.
 */
export async function deployRuntimeCode(
  walletClient: WalletClient,
  publicClient: PublicClient,
  runtime: Hex,
): Promise<Address> {
  const length = toHex(size(runtime), { size: 1 })
  const init = concatHex(['0x60', length, '0x600c600039', '0x60', length, '0x6000f3', runtime])
  const hash = await walletClient.sendTransaction({
    account: walletClient.account!,
    chain: walletClient.chain,
    data: init,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('deployRuntimeCode: no contract created')
  return getAddress(receipt.contractAddress)
}
