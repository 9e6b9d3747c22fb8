import { useConnectModal } from '@rainbow-me/rainbowkit'

/** Opens RainbowKit's connect modal (rendered only under the wallet providers). */
export default function ConnectPrompt() {
  const { openConnectModal } = useConnectModal()
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={openConnectModal}
      disabled={!openConnectModal}
    >
      Connect Wallet
    </button>
  )
}
