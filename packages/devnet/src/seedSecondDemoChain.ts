import { type Address, parseEther, parseUnits } from 'viem'
import { demoErc20Abi } from './abis'
import { connectDevnet } from './connectDevnet'
import { DEVNET_ACCOUNTS } from './constants'
import { DEMO_SALT_NONCES, type DemoSafe } from './demoWorld'
import { type DemoTokens, deployDemoTokens } from './deployDemoTokens'
import { deploySafe } from './deploySafe'
import { deploySafeContracts, type SafeContracts } from './deploySafeContracts'
import { describeDemoSafe } from './describeDemoSafe'

/** What the second demo chain holds after its seed. */
export type SecondDemoChain = {
  chainId: number
  rpcUrl: string
  contracts: SafeContracts
  tokens: DemoTokens
  safes: {
    /**
     * The demo 2-of-3 (accounts 0, 1, 2) created with the first chain's setup and salt nonce,
     * so at the same address; funded, with no history.
     */
    multisig: DemoSafe
  }
}

/**
 * Seeds the devnet's second chain (idempotent): the Safe contracts and demo tokens at their
 * canonical addresses, and the demo 2-of-3 Safe at the address it has on the first chain, with
 * 3 ETH and 2,500 aUSD on its creation. A chain already seeded is left as it is.
 */
export async function seedSecondDemoChain(rpcUrl: string): Promise<SecondDemoChain> {
  const clients = await connectDevnet(rpcUrl)
  const { contracts } = await deploySafeContracts(clients)
  const tokens = await deployDemoTokens(clients)
  const owners = [0, 1, 2].map((index): Address => DEVNET_ACCOUNTS[index]!.address)
  const setup = { owners, threshold: 2, saltNonce: DEMO_SALT_NONCES.multisig }
  const { address, created } = await deploySafe(clients, setup)
  if (created) {
    const wallet = clients.walletClients[0]!
    const wait = async (hash: `0x${string}`) => {
      const receipt = await clients.publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`seed transaction ${hash} reverted`)
    }
    await wait(await wallet.sendTransaction({ to: address, value: parseEther('3') }))
    await wait(
      await wallet.writeContract({
        address: tokens.usd6,
        abi: demoErc20Abi,
        functionName: 'mint',
        args: [address, parseUnits('2500', 6)],
      }),
    )
  }
  return {
    chainId: clients.publicClient.chain.id,
    rpcUrl,
    contracts,
    tokens,
    safes: { multisig: await describeDemoSafe(clients, address, setup.saltNonce) },
  }
}
