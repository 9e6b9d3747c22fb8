import { describe, expect, it } from 'vitest'
import { filterSafeApps } from './filterSafeApps'

const apps = [
  {
    name: 'Transaction Builder',
    description: 'Batch calls',
    url: 'https://a.example',
    tags: ['Infrastructure'],
  },
  {
    name: 'Demo',
    description: 'A transaction demo',
    url: 'http://127.0.0.1:5174',
    tags: ['Developer tools'],
  },
  { name: 'Swap', description: 'Trade tokens', url: 'https://swap.example', tags: ['DeFi'] },
]

describe('filterSafeApps', () => {
  it('keeps everything for an empty query', () => {
    expect(filterSafeApps(apps, '  ')).toEqual(apps)
  })

  it('matches every word across name, description, tags and URL, names first', () => {
    expect(filterSafeApps(apps, 'TRANSACTION').map((a) => a.name)).toEqual([
      'Transaction Builder',
      'Demo',
    ])
    expect(filterSafeApps(apps, 'defi trade').map((a) => a.name)).toEqual(['Swap'])
    expect(filterSafeApps(apps, '127.0.0.1').map((a) => a.name)).toEqual(['Demo'])
    expect(filterSafeApps(apps, 'developer swap')).toEqual([])
  })
})
