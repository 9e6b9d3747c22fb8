import { concat, getContractAddress, keccak256, zeroHash } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { SINGLETON_FACTORY_RUNTIME_CODE } from './deploySingletonFactory'
import { hasCode } from './hasCode'
import {
  DETERMINISTIC_DEPLOYER,
  publishedSafe130CodeHash,
  readSafe130Bytecode,
  SAFE_130_CONTRACTS,
  type Safe130Contract,
  type Safe130ContractName,
} from './safe130Contracts'
import { SAFE_141_ADDRESSES } from './safeContracts'

/** The two published flavours of 1.3.0: the same code, through two CREATE2 factories. */
const FLAVOURS = {
  /** Through Arachnid's deterministic deployment proxy, as on mainnet. */
  canonical: { factory: DETERMINISTIC_DEPLOYER, addressOf: (c: Safe130Contract) => c.address },
  /** Through the Safe singleton factory, as on chains that enforce EIP-155 replay protection. */
  eip155: {
    factory: SAFE_141_ADDRESSES.singletonFactory,
    addressOf: (c: Safe130Contract) => c.eip155Address,
  },
} as const

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
  // anvil usually ships the proxy; a chain without it gets the same program put there.
  if (!(await hasCode(clients.publicClient, DETERMINISTIC_DEPLOYER))) {
    await clients.testClient.setCode({
      address: DETERMINISTIC_DEPLOYER,
      bytecode: SINGLETON_FACTORY_RUNTIME_CODE,
    })
  }
  return deployFlavour(clients, 'canonical')
}

/**
 * The same contracts at their EIP-155 addresses (the other set Safe{Wallet} recognises), through
 * the Safe singleton factory, which must be deployed first; code hashes checked the same way.
 */
export function deploySafe130Eip155Contracts(
  clients: DevnetClients,
): Promise<Safe130ContractName[]> {
  return deployFlavour(clients, 'eip155')
}

async function deployFlavour(
  { publicClient, walletClients, testClient }: DevnetClients,
  flavour: keyof typeof FLAVOURS,
): Promise<Safe130ContractName[]> {
  const deployer = walletClients[0]
  if (!deployer) throw new Error('deploySafe130Contracts: no funded account')
  const { factory, addressOf } = FLAVOURS[flavour]
  const deployed: Safe130ContractName[] = []
  for (const contract of SAFE_130_CONTRACTS) {
    const address = addressOf(contract)
    if (!(await hasCode(publicClient, address))) {
      const bytecode = readSafe130Bytecode(contract.artifact)
      const predicted = getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt: zeroHash,
        bytecode,
      })
      if (predicted !== address) {
        throw new Error(
          `${contract.name} 1.3.0 (${flavour}) would deploy at ${predicted}, not ${address}`,
        )
      }
      const hash = await testClient.sendUnsignedTransaction({
        from: deployer.account.address,
        to: factory,
        data: concat([zeroHash, bytecode]),
      })
      await publicClient.waitForTransactionReceipt({ hash })
      deployed.push(contract.name)
    }
    const code = await publicClient.getCode({ address })
    if (!code || keccak256(code) !== publishedSafe130CodeHash(contract.asset, flavour)) {
      throw new Error(`${contract.name} 1.3.0 at ${address} is not the published code`)
    }
  }
  return deployed
}
