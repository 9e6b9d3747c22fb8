// `@assent/core/address`: EIP-3770 parsing without the checksum and the well-known chains' short
// names, free of viem, for code that must stay small (the web app's boot entry); the package's
// root exports these and everything else.
export {
  checkChainShortName,
  getKnownChainIdByShortName,
  getKnownChainShortName,
  KNOWN_CHAIN_SHORT_NAMES,
  type ShortNameCheck,
} from './knownChainShortNames'
export { splitEip3770 } from './splitEip3770'
