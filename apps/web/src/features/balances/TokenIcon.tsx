import type { TokenInfo } from '@assent/gateway-client'
import { useState } from 'react'

/** The token's logo, or its symbol's first letters when there is none or it fails to load. */
export function TokenIcon({ token }: { token: Pick<TokenInfo, 'logoUri' | 'symbol'> }) {
  const [failed, setFailed] = useState(false)
  if (token.logoUri && !failed && /^https?:\/\//.test(token.logoUri)) {
    return (
      <img
        className="token-logo"
        src={token.logoUri}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span className="token-logo" aria-hidden="true">
      {token.symbol.slice(0, 3).toUpperCase()}
    </span>
  )
}
