import type { AvatarComponent } from '@rainbow-me/rainbowkit'
import { Identicon } from '../../components/Identicon'

/** RainbowKit's account avatar: the ENS avatar when there is one, else the same blockie the app shows. */
export const WalletAvatar: AvatarComponent = ({ address, ensImage, size }) =>
  ensImage ? (
    <img src={ensImage} width={size} height={size} alt="" style={{ borderRadius: '50%' }} />
  ) : (
    <span style={{ display: 'inline-flex', borderRadius: '50%', overflow: 'hidden' }}>
      <Identicon address={address} size={size} />
    </span>
  )
