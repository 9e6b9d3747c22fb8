import { useAccount, useConfig } from 'wagmi'
import { sendTransaction, signTypedData, waitForTransactionReceipt } from 'wagmi/actions'
import { SpendWithinLimit } from './SpendWithinLimit'
import type { ShownSpendingLimit } from './useSpendingLimits'

/** SpendWithinLimit with the connected wallet (loaded with the wallet stack: it uses wagmi). */
export default function SpendWithinLimitForm({ limits }: { limits: ShownSpendingLimit[] }) {
  const account = useAccount()
  const config = useConfig()
  return (
    <SpendWithinLimit
      limits={limits}
      wallet={{
        address: account.address,
        chainId: account.chainId,
        signTypedData: (typedData) => signTypedData(config, typedData),
        send: async ({ account: from, to, data }) => {
          const chainId = account.chainId
          const hash = await sendTransaction(config, { account: from, to, data, chainId })
          const receipt = await waitForTransactionReceipt(config, { hash, chainId })
          return receipt.status === 'success'
        },
      }}
    />
  )
}
