import { createSafeAppProvider, type SafeAppProvider } from '@assent/safe-apps/provider'
import { useRef } from 'react'
import { createPublicClient, createWalletClient, custom } from 'viem'
import { CallButton } from '../components/CallButton'
import { MethodCard } from '../components/MethodCard'
import { useDemo } from '../DemoContext'

/** The same wallet through the EIP-1193 provider, driven by viem's `custom` transport. */
export function ProviderSection() {
  const { client, run, results, safe } = useDemo()
  const providerRef = useRef<SafeAppProvider | null>(null)

  const getProvider = async () => {
    providerRef.current ??= createSafeAppProvider(client, {
      safe: safe ?? (await client.safe.getInfo()),
    })
    return providerRef.current
  }

  const read = async () => {
    const transport = custom(await getProvider())
    const walletClient = createWalletClient({ transport })
    const publicClient = createPublicClient({ transport })
    const [account] = await walletClient.getAddresses()
    return {
      account,
      chainId: await walletClient.getChainId(),
      blockNumber: await publicClient.getBlockNumber(),
      balance: account ? await publicClient.getBalance({ address: account }) : null,
    }
  }

  const sign = async () => {
    const walletClient = createWalletClient({ transport: custom(await getProvider()) })
    const [account] = await walletClient.getAddresses()
    if (!account) throw new Error('No account')
    return walletClient.signMessage({ account, message: 'Signed through the EIP-1193 provider' })
  }

  return (
    <MethodCard
      id="provider"
      title="EIP-1193 provider (viem custom transport)"
      description="Accounts and chain are the Safe's; reads go through rpcCall; eth_coinbase is not implemented."
      result={results.provider}
    >
      <CallButton
        id="provider-read"
        label="Read through viem"
        onClick={() => run('provider', read)}
      />
      <CallButton
        id="provider-signMessage"
        label="signMessage through viem"
        onClick={() => run('provider', sign)}
      />
      <CallButton
        id="provider-unsupported"
        label="eth_coinbase"
        onClick={() =>
          run('provider', async () => (await getProvider()).request({ method: 'eth_coinbase' }))
        }
      />
    </MethodCard>
  )
}
