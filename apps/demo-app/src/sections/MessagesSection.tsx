import type { SignMessageResponse } from '@assent/safe-apps/protocol'
import { useState } from 'react'
import { CallButton } from '../components/CallButton'
import { MethodCard } from '../components/MethodCard'
import { useDemo } from '../DemoContext'
import { demoTypedData } from '../demoTypedData'

/** Message signing (off-chain or on-chain, as the wallet decides) and signature checks. */
export function MessagesSection() {
  const { client, run, results, safe, lastMessageHash, setLastMessageHash, setLastSafeTxHash } =
    useDemo()
  const [message, setMessage] = useState('Hello from the Assent Demo App')
  const [hash, setHash] = useState('')
  const [signature, setSignature] = useState('0x')
  const [typedMode, setTypedMode] = useState(false)

  const remember = (result: SignMessageResponse | undefined) => {
    if (!result) return
    if ('messageHash' in result) {
      setLastMessageHash(result.messageHash)
      setHash(result.messageHash)
      if (result.signature) setSignature(result.signature)
    } else {
      setLastSafeTxHash(result.safeTxHash)
    }
  }
  const chainId = safe?.chainId ?? 31337

  return (
    <>
      <MethodCard id="signMessage" title="signMessage" result={results.signMessage}>
        <label>
          Message
          <input
            data-testid="input-message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <CallButton
          id="signMessage"
          onClick={async () =>
            remember(await run('signMessage', () => client.txs.signMessage(message)))
          }
        />
      </MethodCard>
      <MethodCard
        id="signTypedMessage"
        title="signTypedMessage"
        description="Signs an EIP-712 Mail on the Safe's chain."
        result={results.signTypedMessage}
      >
        <CallButton
          id="signTypedMessage"
          onClick={async () =>
            remember(
              await run('signTypedMessage', () =>
                client.txs.signTypedMessage(demoTypedData(chainId)),
              ),
            )
          }
        />
      </MethodCard>
      <MethodCard
        id="getOffChainSignature"
        title="getOffChainSignature"
        description="The prepared signature of an off-chain message, or '' until it is confirmed."
        result={results.getOffChainSignature}
      >
        <label>
          Message hash
          <input
            data-testid="input-messageHash"
            value={hash || lastMessageHash}
            onChange={(e) => setHash(e.target.value)}
          />
        </label>
        <CallButton
          id="getOffChainSignature"
          onClick={async () => {
            const prepared = await run('getOffChainSignature', () =>
              client.safe.getOffChainSignature(hash || lastMessageHash),
            )
            if (prepared) setSignature(prepared)
          }}
        />
      </MethodCard>
      <MethodCard
        id="isMessageSigned"
        title="isMessageSigned"
        description="EIP-1271 on chain: isValidSignature(bytes32,bytes), then the legacy (bytes,bytes)."
        result={results.isMessageSigned}
      >
        <label>
          <input
            type="checkbox"
            data-testid="input-typedMode"
            checked={typedMode}
            onChange={(e) => setTypedMode(e.target.checked)}
          />
          Check the typed-data example instead of the message
        </label>
        <label>
          Signature
          <input
            data-testid="input-signature"
            value={signature}
            onChange={(e) => setSignature(e.target.value)}
          />
        </label>
        <CallButton
          id="isMessageSigned"
          onClick={() =>
            run('isMessageSigned', () =>
              client.safe.isMessageSigned(typedMode ? demoTypedData(chainId) : message, signature),
            )
          }
        />
      </MethodCard>
    </>
  )
}
