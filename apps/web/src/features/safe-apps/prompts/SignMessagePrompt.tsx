import { useEffect, useState } from 'react'
import { Modal } from '../../../components/Modal'
import { useWalletAccount } from '../../../wallet/walletAccount'
import { LazySignMessageButton } from '../../messages/LazySignMessageButton'
import { MessageContentView } from '../../messages/MessageContentView'
import { MessageDeviceHashes } from '../../messages/MessageDeviceHashes'
import { MessageRisksReview } from '../../messages/risks/MessageRisksReview'
import { useMessageRiskReview } from '../../messages/risks/useMessageRiskReview'
import { useMessageVerification } from '../../messages/useMessageVerification'
import { useSafeMessage } from '../../messages/useSafeMessage'
import { useCurrentSafe } from '../../safe/SafeContext'
import { type Prompt, PromptClosedError } from './promptStore'

/**
 * An app asks the Safe to sign a message off-chain: show it, what signing it risks (each risk's
 * word arms Sign) and its SafeMessage hash, let the connected owner sign, then wait (polling
 * the gateway) until enough owners have signed and answer the app with the prepared signature.
 */
export function SignMessagePrompt({
  prompt,
}: {
  prompt: Extract<Prompt, { kind: 'signMessage' }>
}) {
  const safe = useCurrentSafe()
  const wallet = useWalletAccount()
  const [signed, setSigned] = useState(false)
  const query = useSafeMessage(safe.chainId, prompt.messageHash, signed)
  const stored = query.data
  // Status, signers and the app's signature as verified here, not on the gateway's word.
  const verified = useMessageVerification(safe, stored).data
  const mine = wallet.address?.toLowerCase()
  const alreadySigned = Boolean(
    mine && verified?.verifiedSigners.some((signer) => signer.toLowerCase() === mine),
  )
  const waiting = signed || alreadySigned
  const risks = useMessageRiskReview(prompt.content, safe)

  useEffect(() => {
    const signature = verified?.preparedSignature
    const asked = stored?.messageHash.toLowerCase() === prompt.messageHash.toLowerCase()
    if (asked && verified?.status === 'CONFIRMED' && signature) {
      prompt.resolve({ messageHash: prompt.messageHash, signature })
    }
  }, [stored, verified, prompt])
  useEffect(() => {
    if (alreadySigned && !signed) setSigned(true)
  }, [alreadySigned, signed])

  return (
    <Modal
      layer="prompt"
      title="Sign message"
      testId="sign-message-prompt"
      onClose={() => prompt.reject(new PromptClosedError())}
    >
      <p>
        <strong>{prompt.app.name}</strong> ({prompt.app.origin}) asks this Safe to sign:
      </p>
      <section data-testid="what-this-does">
        <h3>What this does</h3>
        <p data-testid="message-effect">
          No transaction and no gas: once {safe.safeInfo.threshold} owner
          {safe.safeInfo.threshold === 1 ? '' : 's'} have signed, the app gets a signature that
          contracts accept as this Safe's own (EIP-1271) for as long as these owners stay — it can
          authorise whatever the message says, anywhere it is presented.
        </p>
        <MessageRisksReview review={risks} canSign={!waiting} />
      </section>
      <MessageContentView message={prompt.content} />
      <dl className="sa-kv">
        <dt>SafeMessage hash</dt>
        <dd className="mono" data-testid="prompt-message-hash">
          {prompt.messageHash}
        </dd>
        <dt>Signatures</dt>
        <dd data-testid="prompt-confirmations">
          {verified?.verifiedSigners.length ?? 0} of {safe.safeInfo.threshold}
        </dd>
      </dl>
      <MessageDeviceHashes content={prompt.content} />
      <p className="muted">
        Your wallet signs the SafeMessage typed data above (not a transaction; no gas). The app gets
        the Safe's signature once the threshold of {safe.safeInfo.threshold} signature
        {safe.safeInfo.threshold === 1 ? ' is' : 's is'} reached.
      </p>
      {waiting ? (
        <p className="sa-warning" role="status" data-testid="sign-message-waiting">
          Signed. Waiting for the other owners to sign ({verified?.verifiedSigners.length ?? 1} of{' '}
          {safe.safeInfo.threshold})… They can sign under Transactions → Messages. Closing this
          tells the app the request was not completed.
        </p>
      ) : (
        <div className="modal-footer">
          <button
            type="button"
            className="button"
            onClick={() => prompt.reject(new PromptClosedError())}
          >
            Reject
          </button>
          <LazySignMessageButton
            content={prompt.content}
            messageHash={prompt.messageHash}
            label="Sign"
            origin={JSON.stringify({ name: prompt.app.name, url: prompt.app.url })}
            safeAppId={prompt.app.id}
            acknowledgements={risks.acknowledgements}
            onSigned={() => setSigned(true)}
          />
        </div>
      )}
    </Modal>
  )
}
