import '../safe-apps/safeApps.css'
import type { LooseTypedData } from '@assent/review'
import { type SignedField, type SignedValue, signedTypedData } from '@assent/review'

const show = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'bigint' || typeof value === 'number'
    ? String(value)
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

/**
 * A message as the signer should read it: text as is; typed data as tables of exactly what the
 * signature covers — the hashed domain fields and the message walked from its primary type
 * (nested structs as nested tables). Keys the types do not declare are flagged "not signed":
 * they change nothing in the hash, so their values are not shown as if they were signed.
 */
export function MessageContentView({ message }: { message: string | LooseTypedData }) {
  if (typeof message === 'string') {
    return (
      <pre className="sa-pre" data-testid="message-text">
        {message}
      </pre>
    )
  }
  let signed: ReturnType<typeof signedTypedData>
  try {
    signed = signedTypedData(message)
  } catch (error) {
    return (
      <p className="sa-danger" role="alert" data-testid="message-unreadable">
        This typed data cannot be read: {error instanceof Error ? error.message : String(error)}. Do
        not sign it.
      </p>
    )
  }
  return (
    <div data-testid="message-typed-data">
      <h4>Domain</h4>
      <table className="table sa-typed-table" aria-label="Domain">
        <tbody>
          <Fields fields={signed.domain} path="domain" />
          <UnsignedKeys keys={signed.unsignedDomainKeys} />
        </tbody>
      </table>
      <h4>Message ({signed.primaryType})</h4>
      <table className="table sa-typed-table" aria-label="Message">
        <tbody>
          <Fields fields={signed.message.fields} path="message" />
          <UnsignedKeys keys={signed.message.unsignedKeys} />
        </tbody>
      </table>
      <h4>Types</h4>
      <table className="table sa-typed-table" aria-label="Types">
        <tbody>
          {Object.entries(message.types).map(([name, fields]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="mono">{fields.map((f) => `${f.type} ${f.name}`).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Fields({ fields, path }: { fields: readonly SignedField[]; path: string }) {
  return fields.map((field) => (
    <tr key={field.name} data-testid="signed-field">
      <th scope="row" title={field.type}>
        {field.name}
      </th>
      <td className="mono">
        <Value value={field.value} path={`${path}.${field.name}`} />
      </td>
    </tr>
  ))
}

function Value({ value, path }: { value: SignedValue; path: string }) {
  if (value.kind === 'atomic') return <>{show(value.value)}</>
  if (value.kind === 'missing') {
    return (
      <span className="badge badge-danger" data-testid="missing-field">
        missing ({value.type})
      </span>
    )
  }
  if (value.kind === 'array') {
    return (
      <ol start={0}>
        {value.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: array positions are what is signed
          <li key={index}>
            <Value value={item} path={`${path}[${index}]`} />
          </li>
        ))}
      </ol>
    )
  }
  return (
    <table className="table sa-typed-table" aria-label={`${path} (${value.type})`}>
      <tbody>
        <Fields fields={value.fields} path={path} />
        <UnsignedKeys keys={value.unsignedKeys} />
      </tbody>
    </table>
  )
}

function UnsignedKeys({ keys }: { keys: readonly string[] }) {
  return keys.map((key) => (
    <tr key={key} data-testid="unsigned-field" className="muted">
      <th scope="row">{key}</th>
      <td>
        <span className="badge badge-warning">not signed</span> not part of the signed data — it
        changes nothing in the hash; ignore what it says.
      </td>
    </tr>
  ))
}
