import { ConnectButton } from '@rainbow-me/rainbowkit'
import { useRef } from 'react'
import { DevnetAccountPicker } from './DevnetAccountPicker'
import { RainbowKitA11y } from './RainbowKitA11y'
import { useChainButtonName } from './useChainButtonName'

/**
 * The header's wallet area once the wallet stack is loaded. On a phone (app.css) only the
 * account button stays: the balance and the Development wallet's picker are in the account
 * modal it opens.
 */
export function HeaderWallet() {
  const area = useRef<HTMLDivElement>(null)
  useChainButtonName(area)
  return (
    <div className="header-wallet" data-testid="header-wallet" ref={area}>
      <DevnetAccountPicker />
      <ConnectButton
        chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
        showBalance={{ smallScreen: false, largeScreen: true }}
        accountStatus={{ smallScreen: 'avatar', largeScreen: 'full' }}
      />
      <RainbowKitA11y />
    </div>
  )
}
