import { type Abi, type Address, getAddress, type Hex, parseAbi } from 'viem'
import approvingTokenArtifact from './artifacts/AttackApprovingToken.json'
import evaderArtifact from './artifacts/AttackSimulationEvader.json'
import singletonWriterArtifact from './artifacts/AttackSingletonWriter.json'
import probeArtifact from './artifacts/SimulationProbe.json'
import type { DevnetClients } from './createDevnetClients'

/** ABIs of the attack kit, for tests that build the attacks. */
export const attackKitAbis = {
  singletonWriter: parseAbi(['function upgrade(address newSingleton)']),
  approvingToken: parseAbi([
    'function mint(address to, uint256 value)',
    'function transfer(address to, uint256 value) returns (bool)',
    'function balanceOf(address) view returns (uint256)',
    'function allowance(address, address) view returns (uint256)',
  ]),
} as const

export type AttackKit = {
  /** Delegate-called, writes the caller's storage slot 0 (its singleton): the Bybit pattern. */
  singletonWriter: Address
  /** "fUSD" (6 decimals): `transfer` also grants `attacker` an unlimited allowance. */
  approvingToken: Address
  attacker: Address
}

/**
 * Deploys the attack kit (tests only: it is never part of the demo world) from account 0.
 * Each call deploys fresh contracts.
 */
export async function deployAttackKit(
  { publicClient, walletClients }: Pick<DevnetClients, 'publicClient' | 'walletClients'>,
  { attacker }: { attacker: Address },
): Promise<AttackKit> {
  const deployer = walletClients[0]!
  const deploy = async (artifact: { abi: unknown[]; bytecode: string }, args: unknown[]) => {
    const hash = await deployer.deployContract({
      abi: artifact.abi as Abi,
      bytecode: artifact.bytecode as Hex,
      args,
      account: deployer.account,
      chain: deployer.chain,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error(`attack kit: deployment failed (tx ${hash})`)
    return getAddress(receipt.contractAddress)
  }
  return {
    singletonWriter: await deploy(singletonWriterArtifact, []),
    approvingToken: await deploy(approvingTokenArtifact, [attacker]),
    attacker,
  }
}

/** ABIs of the simulation-evasion pieces of the attack kit. */
export const simulationEvasionAbis = {
  evader: parseAbi(['function register()', 'function drain(address safe)']),
  probe: parseAbi([
    'function look()',
    'event Seen(address origin, uint256 gasPrice, uint256 originBalance)',
  ]),
} as const

/**
 * Deploys an AttackSimulationEvader (tests only): a module that disables itself unless the
 * transaction is sent by `executor`, so every co-signer's simulation shows the Safe unchanged.
 */
export async function deploySimulationEvader(
  clients: Pick<DevnetClients, 'publicClient' | 'walletClients'>,
  { executor, attacker }: { executor: Address; attacker: Address },
): Promise<Address> {
  return deployArtifact(clients, evaderArtifact, [executor, attacker])
}

/** Deploys a SimulationProbe (tests only): `look()` logs the origin, gas price and its balance. */
export async function deploySimulationProbe(
  clients: Pick<DevnetClients, 'publicClient' | 'walletClients'>,
): Promise<Address> {
  return deployArtifact(clients, probeArtifact, [])
}

async function deployArtifact(
  { publicClient, walletClients }: Pick<DevnetClients, 'publicClient' | 'walletClients'>,
  artifact: { abi: unknown[]; bytecode: string; contractName: string },
  args: unknown[],
): Promise<Address> {
  const deployer = walletClients[0]!
  const hash = await deployer.deployContract({
    abi: artifact.abi as Abi,
    bytecode: artifact.bytecode as Hex,
    args,
    account: deployer.account,
    chain: deployer.chain,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) {
    throw new Error(`${artifact.contractName}: deployment failed (tx ${hash})`)
  }
  return getAddress(receipt.contractAddress)
}
