import { concat, getContractAddress, keccak256, zeroHash } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { SINGLETON_FACTORY_RUNTIME_CODE } from './deploySingletonFactory'
import { hasCode } from './hasCode'
import {
  DETERMINISTIC_DEPLOYER,
  publishedSafe130CodeHash,
  readSafe130Bytecode,
  SAFE_130_CONTRACTS,
  type Safe130ContractName,
} from './safe130Contracts'

/**
 * Idempotently deploys the Safe 1.3.0 contracts (singleton, L2 singleton, proxy factory,
 * fallback handler, MultiSend, MultiSendCallOnly) the way they were deployed on mainnet:
 * CREATE2 with salt 0 through the deterministic deployment proxy, from the published artifacts.
 * Each lands at its canonical address, and its code is checked against the code hash
 * @safe-global/safe-deployments publishes. Returns what it deployed.
 */
export async function deploySafe130Contracts(
  clients: DevnetClients,
): Promise<Safe130ContractName[]> {
  const { publicClient, walletClients, testClient } = clients
  const deployer = walletClients[0]
  if (!deployer) throw new Error('deploySafe130Contracts: no funded account')
  // anvil usually ships the proxy; a chain without it gets the same program put there.
  if (!(await hasCode(publicClient, DETERMINISTIC_DEPLOYER))) {
    await testClient.setCode({
      address: DETERMINISTIC_DEPLOYER,
      bytecode: SINGLETON_FACTORY_RUNTIME_CODE,
    })
  }
  const deployed: Safe130ContractName[] = []
  for (const contract of SAFE_130_CONTRACTS) {
    if (!(await hasCode(publicClient, contract.address))) {
      const bytecode = readSafe130Bytecode(contract.artifact)
      const predicted = getContractAddress({
        opcode: 'CREATE2',
        from: DETERMINISTIC_DEPLOYER,
        salt: zeroHash,
        bytecode,
      })
      if (predicted !== contract.address) {
        throw new Error(
          `${contract.name} 1.3.0 would deploy at ${predicted}, not ${contract.address}`,
        )
      }
      const hash = await testClient.sendUnsignedTransaction({
        from: deployer.account.address,
        to: DETERMINISTIC_DEPLOYER,
        data: concat([zeroHash, bytecode]),
      })
      await publicClient.waitForTransactionReceipt({ hash })
      deployed.push(contract.name)
    }
    const code = await publicClient.getCode({ address: contract.address })
    if (!code || keccak256(code) !== publishedSafe130CodeHash(contract.asset)) {
      throw new Error(`${contract.name} 1.3.0 at ${contract.address} is not the published code`)
    }
  }
  return deployed
}
