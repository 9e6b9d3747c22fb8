import { buildSignatureBytes, getSafeTxTypedData, type Operation, safeAbi } from '@assent/core'
import type { TestDevnet } from '@assent/test'
import { type Address, type Hex, zeroAddress } from 'viem'

/**
 * Signs a SafeTx with the given owners' keys (EIP-712) and executes it from the first signer.
 * Returns the execution transaction hash once mined.
 */
export async function execTestSafeTransaction(
  devnet: TestDevnet,
  p: {
    safe: Address
    /** Indices into devnet.walletClients of the signing owners. */
    signers: number[]
    to: Address
    value?: bigint
    data?: Hex
    operation?: Operation
    nonce?: bigint
  },
): Promise<Hex> {
  const nonce =
    p.nonce ??
    (await devnet.publicClient.readContract({
      address: p.safe,
      abi: safeAbi,
      functionName: 'nonce',
    }))
  const tx = {
    to: p.to,
    value: p.value ?? 0n,
    data: p.data ?? '0x',
    operation: p.operation ?? 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce,
  } as const
  const typedData = getSafeTxTypedData({
    chainId: devnet.chainId,
    safeAddress: p.safe,
    safeVersion: '1.4.1',
    tx,
  })
  const signatures = await Promise.all(
    p.signers.map(async (index) => {
      const wallet = devnet.walletClients[index]!
      return {
        signer: wallet.account.address,
        data: await wallet.signTypedData(typedData as never),
      }
    }),
  )
  const executor = devnet.walletClients[p.signers[0] ?? 0]!
  const hash = await executor.writeContract({
    address: p.safe,
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      tx.to,
      tx.value,
      tx.data,
      tx.operation,
      tx.safeTxGas,
      tx.baseGas,
      tx.gasPrice,
      tx.gasToken,
      tx.refundReceiver,
      buildSignatureBytes(signatures),
    ],
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction reverted: ${hash}`)
  return hash
}
