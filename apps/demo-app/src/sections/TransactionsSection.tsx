import { useState } from 'react'
import { encodeFunctionData, erc20Abi, isAddress } from 'viem'
import { CallButton } from '../components/CallButton'
import { MethodCard } from '../components/MethodCard'
import { useDemo } from '../DemoContext'

/** sendTransactions (a 0-value self-call, an ERC-20 transfer) and the lookup by safeTxHash. */
export function TransactionsSection() {
  const { client, run, results, safe, lastSafeTxHash, setLastSafeTxHash } = useDemo()
  const [token, setToken] = useState('')
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('1')
  const [lookup, setLookup] = useState('')

  const send = async (txs: { to: string; value: string; data: string }[]) => {
    const result = await run('sendTransactions', () => client.txs.send({ txs }))
    if (result) {
      setLastSafeTxHash(result.safeTxHash)
      setLookup(result.safeTxHash)
    }
  }

  const selfCall = async () => {
    const safeAddress = safe?.safeAddress ?? (await client.safe.getInfo()).safeAddress
    await send([{ to: safeAddress, value: '0', data: '0x' }])
  }

  const transfer = () => {
    if (!isAddress(token) || !isAddress(recipient) || !/^\d+$/.test(amount)) {
      return run('sendTransactions', async () => {
        throw new Error('Enter a token address, a recipient address and an amount in base units')
      })
    }
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, BigInt(amount)],
    })
    return send([{ to: token, value: '0', data }])
  }

  return (
    <>
      <MethodCard
        id="sendTransactions"
        title="sendTransactions"
        description="Resolves with the safeTxHash once the owner has signed (or rejects)."
        result={results.sendTransactions}
      >
        <CallButton id="sendTransactions-self" label="0-value self-call" onClick={selfCall} />
        <fieldset>
          <legend>ERC-20 transfer</legend>
          <label>
            Token
            <input
              data-testid="input-token"
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          </label>
          <label>
            Recipient
            <input
              data-testid="input-recipient"
              value={recipient}
              onChange={(e) => setRecipient(e.target.value)}
            />
          </label>
          <label>
            Amount (base units)
            <input
              data-testid="input-amount"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <CallButton id="sendTransactions-transfer" label="Transfer" onClick={transfer} />
        </fieldset>
      </MethodCard>
      <MethodCard
        id="getTxBySafeTxHash"
        title="getTxBySafeTxHash"
        description="Once executed, txHash is the on-chain transaction hash."
        result={results.getTxBySafeTxHash}
      >
        <label>
          safeTxHash
          <input
            data-testid="input-safeTxHash"
            value={lookup || lastSafeTxHash}
            onChange={(e) => setLookup(e.target.value)}
          />
        </label>
        <CallButton
          id="getTxBySafeTxHash"
          onClick={() =>
            run('getTxBySafeTxHash', () => client.txs.getBySafeTxHash(lookup || lastSafeTxHash))
          }
        />
      </MethodCard>
    </>
  )
}
