import { concat, zeroHash } from 'viem'
import { connectDevnet } from './connectDevnet'
import { create2Address } from './create2Address'
import type { DevnetClients } from './createDevnetClients'
import { deployAllowanceModule } from './deployAllowanceModule'
import { deploySafe111Contracts } from './deploySafe111Contracts'
import { deploySafe120Contracts } from './deploySafe120Contracts'
import { deploySafe130Contracts, deploySafe130Eip155Contracts } from './deploySafe130Contracts'
import { deploySafeMigration } from './deploySafeMigration'
import { deploySingletonFactory } from './deploySingletonFactory'
import { hasCode } from './hasCode'
import type { Safe130ContractName } from './safe130Contracts'
import {
  readSafeArtifactBytecode,
  SAFE_141_ADDRESSES,
  SAFE_CONTRACT_NAMES,
  type SafeContractName,
} from './safeContracts'

export type SafeContracts = typeof SAFE_141_ADDRESSES

export type DeploySafeContractsResult = {
  /** Addresses of every Safe 1.4.1 contract and the singleton factory. */
  contracts: SafeContracts
  /** What this call deployed (empty when everything was already there). */
  deployed: (SafeContractName | 'singletonFactory')[]
  /** The Safe 1.3.0 contracts this call deployed, at their canonical addresses too. */
  deployed130: Safe130ContractName[]
  /** The same 1.3.0 contracts at their EIP-155 addresses. */
  deployed130Eip155: Safe130ContractName[]
}

/**
 * Idempotently deploys the Safe singleton factory and, through it (CREATE2, salt 0), the Safe
 * v1.4.1 contracts from the @safe-global/safe-contracts artifacts, which land at their
 * canonical mainnet addresses; then the Safe 1.3.0 contracts (deploySafe130Contracts), the
 * Safe 1.1.1 and 1.2.0 ones (deploySafe111Contracts, deploySafe120Contracts) and SafeMigration
 * 1.4.1 (deploySafeMigration) and the Allowance module 0.1.1 (deployAllowanceModule).
 * Contracts already present are left alone.
 */
export async function deploySafeContracts(
  target: string | DevnetClients,
): Promise<DeploySafeContractsResult> {
  const clients = typeof target === 'string' ? await connectDevnet(target) : target
  const { publicClient, walletClients, testClient } = clients
  const deployer = walletClients[0]
  if (!deployer) throw new Error('deploySafeContracts: no funded account')
  const deployed: DeploySafeContractsResult['deployed'] = []
  if (await deploySingletonFactory(clients)) deployed.push('singletonFactory')

  for (const name of SAFE_CONTRACT_NAMES) {
    const expected = SAFE_141_ADDRESSES[name]
    if (await hasCode(publicClient, expected)) continue
    const bytecode = readSafeArtifactBytecode(name)
    const predicted = create2Address(bytecode, zeroHash)
    if (predicted !== expected) {
      throw new Error(`${name}: artifact bytecode would deploy at ${predicted}, not ${expected}`)
    }
    // anvil sends for its unlocked dev account: no local signing and no fee/nonce round
    // trips, which keeps a test devnet's startup well under a second.
    const hash = await testClient.sendUnsignedTransaction({
      from: deployer.account.address,
      to: SAFE_141_ADDRESSES.singletonFactory,
      data: concat([zeroHash, bytecode]),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await hasCode(publicClient, expected))) {
      throw new Error(`${name}: deployment through the singleton factory failed (tx ${hash})`)
    }
    deployed.push(name)
  }
  const deployed130 = await deploySafe130Contracts(clients)
  const deployed130Eip155 = await deploySafe130Eip155Contracts(clients)
  await deploySafe111Contracts(clients)
  await deploySafe120Contracts(clients)
  await deploySafeMigration(clients)
  await deployAllowanceModule(clients)
  return { contracts: SAFE_141_ADDRESSES, deployed, deployed130, deployed130Eip155 }
}
