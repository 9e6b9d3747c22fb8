import { lazyWalletComponent } from '../../wallet/lazyWalletComponent'
import type { SignMessageButtonProps } from './SignMessageButton'

/** SignMessageButton, loaded with the wallet stack; a disabled button until then. */
export const LazySignMessageButton = lazyWalletComponent<SignMessageButtonProps>(
  () => import('./SignMessageButton'),
  <button type="button" className="button button-primary" disabled>
    Loading the wallet…
  </button>,
)
