import { type Abi, type Address, getAddress, type Hex } from 'viem'
import badOwnerArtifact from './artifacts/BadEip1271Owner.json'
import type { DevnetClients } from './createDevnetClients'

/** How the bad owner contract answers EIP-1271: a wrong magic value (0xdeadbeef) or a revert. */
export type BadEip1271OwnerMode = 'wrong-magic' | 'revert'

/**
 * Deploys a BadEip1271Owner from account 0 (tests only: it is never part of the demo world):
 * a contract to make a Safe owner whose contract signatures never pass EIP-1271, so tests can
 * check that such confirmations are shown invalid. Each call deploys a fresh contract.
 */
export async function deployBadEip1271Owner(
  { publicClient, walletClients }: Pick<DevnetClients, 'publicClient' | 'walletClients'>,
  mode: BadEip1271OwnerMode,
): Promise<Address> {
  const deployer = walletClients[0]!
  const hash = await deployer.deployContract({
    abi: badOwnerArtifact.abi as Abi,
    bytecode: badOwnerArtifact.bytecode as Hex,
    args: [mode === 'revert'],
    account: deployer.account,
    chain: deployer.chain,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error(`BadEip1271Owner: deployment failed (tx ${hash})`)
  return getAddress(receipt.contractAddress)
}
