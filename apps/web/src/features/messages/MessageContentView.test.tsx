import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MessageContentView } from './MessageContentView'

afterEach(cleanup)

describe('MessageContentView', () => {
  it('shows text as it is', () => {
    render(<MessageContentView message={'Hello,\nSafe'} />)
    expect(screen.getByTestId('message-text').textContent).toBe('Hello,\nSafe')
  })

  it('renders typed data as domain, message and types tables', () => {
    render(
      <MessageContentView
        message={{
          domain: { name: 'Ether Mail', chainId: '31337' },
          types: {
            Person: [{ name: 'name', type: 'string' }],
            Mail: [
              { name: 'from', type: 'Person' },
              { name: 'contents', type: 'string' },
            ],
          },
          primaryType: 'Mail',
          message: { from: { name: 'Cow' }, contents: 'Hello, Bob!' },
        }}
      />,
    )
    const domain = screen.getByRole('table', { name: 'Domain' })
    expect(within(domain).getByRole('rowheader', { name: 'name' }).nextSibling?.textContent).toBe(
      'Ether Mail',
    )
    expect(screen.getByRole('heading', { name: 'Message (Mail)' })).toBeTruthy()
    const message = screen.getByRole('table', { name: 'Message' })
    expect(within(message).getByText('Hello, Bob!')).toBeTruthy()
    // Nested structs stay readable, not "[object Object]".
    expect(message.textContent).toContain('"name": "Cow"')
    expect(message.textContent).not.toContain('[object Object]')
    const types = screen.getByRole('table', { name: 'Types' })
    expect(types.textContent).toContain('Person from, string contents')
  })
})
