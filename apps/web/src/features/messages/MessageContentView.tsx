import '../safe-apps/safeApps.css'
import type { LooseTypedData } from './toTypedDataDefinition'

const show = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

/**
 * A message as the signer should read it: text as is, typed data as tables of its domain,
 * types and message fields (never as one opaque JSON blob).
 */
export function MessageContentView({ message }: { message: string | LooseTypedData }) {
  if (typeof message === 'string') {
    return (
      <pre className="sa-pre" data-testid="message-text">
        {message}
      </pre>
    )
  }
  const primaryType = message.primaryType
  return (
    <div data-testid="message-typed-data">
      <h4>Domain</h4>
      <table className="table sa-typed-table" aria-label="Domain">
        <tbody>
          {Object.entries(message.domain).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td className="mono">{show(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Message{primaryType ? ` (${primaryType})` : ''}</h4>
      <table className="table sa-typed-table" aria-label="Message">
        <tbody>
          {Object.entries(message.message).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td className="mono">
                {typeof value === 'object' && value !== null ? (
                  <pre className="sa-pre">{show(value)}</pre>
                ) : (
                  show(value)
                )}
              </td>
            </tr>
          ))}
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
