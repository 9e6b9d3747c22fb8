import type { AmountUnit } from './chooseAmountUnit'

/**
 * What the send form says about the unit of its amount: that the decimals are still being read,
 * that the gateway's decimals or symbol differ from the chain's, or that the decimals cannot be
 * read and the amount is therefore typed in base units.
 */
export function AmountUnitNotice({ unit }: { unit: AmountUnit }) {
  if (unit.kind === 'loading') {
    return (
      <p className="field-hint" data-testid="token-decimals-loading">
        {unit.message}
      </p>
    )
  }
  if (unit.kind === 'baseUnits') {
    return (
      <div className="tx-warning-box" role="alert" data-testid="token-decimals-unverified">
        <strong>The token's decimals could not be read from the chain.</strong> {unit.reason} Type
        the amount in base units (the token's smallest unit): that number is sent exactly as typed.
      </div>
    )
  }
  if (unit.mismatches.length === 0) return null
  return (
    <div className="tx-warning-box" role="alert" data-testid="token-decimals-mismatch">
      {unit.mismatches.map((text) => (
        <p key={text} style={{ margin: 0 }}>
          {text}
        </p>
      ))}
    </div>
  )
}
