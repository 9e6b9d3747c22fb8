import { type LooseTypedData, toTypedDataDefinition } from '@assent/review'
import { cleanup, render, screen, within } from '@testing-library/react'
import { hashTypedData } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { MessageContentView } from './MessageContentView'

afterEach(cleanup)

const mail: LooseTypedData = {
  domain: { name: 'Ether Mail', chainId: '31337' },
  types: {
    Person: [{ name: 'name', type: 'string' }],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: { name: 'Cow' }, to: [{ name: 'Bob' }], contents: 'Hello, Bob!' },
}

describe('MessageContentView', () => {
  it('shows text as it is', () => {
    render(<MessageContentView message={'Hello,\nSafe'} />)
    expect(screen.getByTestId('message-text').textContent).toBe('Hello,\nSafe')
  })

  it('renders typed data as domain, message and types tables, nested structs as tables', () => {
    render(<MessageContentView message={mail} />)
    const domain = screen.getByRole('table', { name: 'Domain' })
    expect(within(domain).getByRole('rowheader', { name: 'name' }).nextSibling?.textContent).toBe(
      'Ether Mail',
    )
    expect(
      within(domain).getByRole('rowheader', { name: 'chainId' }).nextSibling?.textContent,
    ).toBe('31337')
    expect(screen.getByRole('heading', { name: 'Message (Mail)' })).toBeTruthy()
    const message = screen.getByRole('table', { name: 'Message' })
    expect(within(message).getByText('Hello, Bob!')).toBeTruthy()
    const from = screen.getByRole('table', { name: 'message.from (Person)' })
    expect(within(from).getByRole('rowheader', { name: 'name' }).nextSibling?.textContent).toBe(
      'Cow',
    )
    expect(screen.getByRole('table', { name: 'message.to[0] (Person)' }).textContent).toContain(
      'Bob',
    )
    expect(message.textContent).not.toContain('[object Object]')
    const types = screen.getByRole('table', { name: 'Types' })
    expect(types.textContent).toContain('Person from, Person[] to, string contents')
    expect(screen.queryAllByTestId('unsigned-field')).toHaveLength(0)
  })

  // Security item 10: a key outside the struct changes nothing in the hash.
  it('flags keys the types do not declare as not signed, without showing their values', () => {
    const withNote: LooseTypedData = {
      ...mail,
      domain: { ...mail.domain, ...({ website: 'https://evil.example' } as object) },
      message: {
        ...mail.message,
        note: 'Approved by your security team',
        from: { name: 'Cow', title: 'Admin' },
      },
    }
    expect(hashTypedData(toTypedDataDefinition(withNote))).toBe(
      hashTypedData(toTypedDataDefinition(mail)),
    )
    render(<MessageContentView message={withNote} />)
    const unsigned = screen.getAllByTestId('unsigned-field')
    expect(unsigned.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'website',
      'title',
      'note',
    ])
    expect(unsigned.every((row) => row.textContent?.includes('not signed'))).toBe(true)
    const page = screen.getByTestId('message-typed-data').textContent
    expect(page).not.toContain('Approved by your security team')
    expect(page).not.toContain('evil.example')
    expect(page).not.toContain('Admin')
  })

  it('marks a declared field the message lacks', () => {
    render(
      <MessageContentView
        message={{ ...mail, message: { from: { name: 'Cow' }, to: [] } } as LooseTypedData}
      />,
    )
    expect(screen.getByTestId('missing-field').textContent).toBe('missing (string)')
  })
})
