import { ConnectButton } from '@rainbow-me/rainbowkit'
import { DevnetAccountPicker } from './DevnetAccountPicker'

/** The header's wallet area once the wallet stack is loaded. */
export function HeaderWallet() {
  return (
    <div className="header-wallet" data-testid="header-wallet">
      <DevnetAccountPicker />
      <ConnectButton
        chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
        showBalance={{ smallScreen: false, largeScreen: true }}
        accountStatus={{ smallScreen: 'avatar', largeScreen: 'full' }}
      />
    </div>
  )
}
