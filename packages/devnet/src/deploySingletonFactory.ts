import { getSingletonFactoryInfo } from '@safe-global/safe-singleton-factory'
import type { Hex } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'
import { SAFE_141_ADDRESSES } from './safeContracts'

/**
 * Runtime code of the Safe singleton factory (a CREATE2 deployer: calldata = salt ++ initcode).
 * Used only on chains for which the package ships no presigned deployment transaction.
 */
export const SINGLETON_FACTORY_RUNTIME_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/**
 * Deploys the Safe singleton factory at 0x914d…43d7 unless code is already there: with the
 * presigned transaction from @safe-global/safe-singleton-factory for this chain id (funding
 * its signer first), else by anvil_setCode. Returns whether it deployed.
 */
export async function deploySingletonFactory({
  publicClient,
  walletClients,
  testClient,
}: DevnetClients): Promise<boolean> {
  const address = SAFE_141_ADDRESSES.singletonFactory
  if (await hasCode(publicClient, address)) return false
  const info = getSingletonFactoryInfo(publicClient.chain.id)
  if (!info) {
    await testClient.setCode({ address, bytecode: SINGLETON_FACTORY_RUNTIME_CODE })
    return true
  }
  const signer = info.signerAddress as Hex
  const cost = BigInt(info.gasPrice) * BigInt(info.gasLimit)
  const balance = await publicClient.getBalance({ address: signer })
  const funder = walletClients[0]
  if (!funder) throw new Error('deploySingletonFactory: no funded account')
  if (balance < cost) {
    const hash = await testClient.sendUnsignedTransaction({
      from: funder.account.address,
      to: signer,
      value: cost - balance,
    })
    await publicClient.waitForTransactionReceipt({ hash })
  }
  const hash = await publicClient.sendRawTransaction({
    serializedTransaction: info.transaction as Hex,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !(await hasCode(publicClient, address))) {
    throw new Error(`singleton factory deployment failed (tx ${hash})`)
  }
  return true
}
