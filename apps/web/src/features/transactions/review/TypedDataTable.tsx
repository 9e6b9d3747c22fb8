import type { TypedDataField } from '@assent/review'

/** The EIP-712 fields the wallet will show, to compare one by one on a hardware wallet. */
export function TypedDataTable({ fields }: { fields: TypedDataField[] }) {
  return (
    <section className="tx-section" aria-labelledby="typed-data-title">
      <h3 id="typed-data-title">What your wallet will ask you to sign (EIP-712 SafeTx)</h3>
      <table className="tx-typed-data" data-testid="typed-data">
        <thead>
          <tr>
            <th>Field</th>
            <th>Type</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.section}.${field.name}`}>
              <td>
                {field.section}.{field.name}
              </td>
              <td>{field.type}</td>
              <td>{field.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
