import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  concatHex,
  type Hex,
  type PublicClient,
  type WalletClient,
  zeroHash,
} from 'viem'
import { SAFE_DEPLOYMENTS } from '../deployments'

// A minimal CREATE2 deployer (calldata = salt ‖ init code, returns the address), put where the
// Safe singleton factory lives so that salt 0 gives the canonical 1.4.1 addresses.
const CREATE2_DEPLOYER: Hex = concatHex([
  '0x366020900380', // n = calldatasize - 32
  '0x6020600037', // calldatacopy(0, 32, n)
  '0x60003590600034f5', // create2(callvalue, 0, n, calldataload(0))
  '0x8015602057', // if iszero(address) jump to the revert
  '0x6000526014600cf3', // return the 20-byte address
  '0x5b600080fd', // revert(0, 0)
])

const require = createRequire(import.meta.url)
function creationCode(path: string): Hex {
  const file = require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`)
  return JSON.parse(readFileSync(file, 'utf8')).bytecode
}

/**
 * Deploys the real MultiSend and MultiSendCallOnly 1.4.1 (artifact bytecode, CREATE2 salt 0
 * from the singleton factory's address) at their canonical addresses on an anvil chain, so the
 * MultiSend's `multisendSingleton` immutable is the canonical address too.
 */
export async function deployCanonicalMultiSends(
  walletClient: WalletClient,
  publicClient: PublicClient,
): Promise<{ multiSend: Address; multiSendCallOnly: Address }> {
  const deployments = SAFE_DEPLOYMENTS['1.4.1']
  await publicClient.request({
    method: 'anvil_setCode' as never,
    params: [deployments.singletonFactory, CREATE2_DEPLOYER] as never,
  })
  const wanted = {
    multiSend: ['libraries/MultiSend.sol/MultiSend', deployments.multiSend],
    multiSendCallOnly: [
      'libraries/MultiSendCallOnly.sol/MultiSendCallOnly',
      deployments.multiSendCallOnly,
    ],
  } as const
  for (const [path, address] of Object.values(wanted)) {
    const hash = await walletClient.sendTransaction({
      account: walletClient.account!,
      chain: walletClient.chain,
      to: deployments.singletonFactory,
      data: concatHex([zeroHash, creationCode(path)]),
    })
    await publicClient.waitForTransactionReceipt({ hash })
    const code = await publicClient.getCode({ address })
    if (!code || code === '0x') throw new Error(`${path} did not land at ${address}`)
  }
  return { multiSend: deployments.multiSend, multiSendCallOnly: deployments.multiSendCallOnly }
}
