import { ALLOWANCE_MODULE_0_1_1 } from '@assent/core'
import { concat, type Hex, keccak256, zeroHash } from 'viem'
import allowanceModuleArtifact from './artifacts/allowance-module-0.1.1.json'
import { create2Address } from './create2Address'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'
import { SAFE_141_ADDRESSES } from './safeContracts'

/** Creation code of the Allowance module 0.1.1 (scripts/buildAllowanceModule.ts). */
export const ALLOWANCE_MODULE_BYTECODE: Hex = allowanceModuleArtifact.bytecode as Hex

/** keccak256 of the runtime code those creation bytes leave at the address. */
export const ALLOWANCE_MODULE_CODE_HASH: Hex = allowanceModuleArtifact.runtimeCodeHash as Hex

/**
 * Deploys the Allowance module 0.1.1 (spending limits) the way it was released: CREATE2 with
 * salt 0 through the Safe singleton factory, which must be deployed first. The bytes must
 * predict the published address before anything is sent, and the code left there must hash as
 * the build says. Idempotent; returns whether it deployed.
 */
export async function deployAllowanceModule({
  publicClient,
  walletClients,
  testClient,
}: DevnetClients): Promise<boolean> {
  const address = ALLOWANCE_MODULE_0_1_1
  let deployed = false
  if (!(await hasCode(publicClient, address))) {
    const predicted = create2Address(ALLOWANCE_MODULE_BYTECODE, zeroHash)
    if (predicted !== address) {
      throw new Error(`Allowance module 0.1.1 would deploy at ${predicted}, not ${address}`)
    }
    const deployer = walletClients[0]
    if (!deployer) throw new Error('deployAllowanceModule: no funded account')
    const hash = await testClient.sendUnsignedTransaction({
      from: deployer.account.address,
      to: SAFE_141_ADDRESSES.singletonFactory,
      data: concat([zeroHash, ALLOWANCE_MODULE_BYTECODE]),
    })
    await publicClient.waitForTransactionReceipt({ hash })
    deployed = true
  }
  const code = await publicClient.getCode({ address })
  if (!code || keccak256(code) !== ALLOWANCE_MODULE_CODE_HASH) {
    throw new Error(`Allowance module 0.1.1 at ${address} is not the published code`)
  }
  return deployed
}
