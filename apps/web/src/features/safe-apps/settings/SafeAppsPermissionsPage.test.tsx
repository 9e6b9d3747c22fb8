import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getAppSettings, setAppSettings } from '../host/appSettingsStore'
import { SafeAppsPermissionsPage } from './SafeAppsPermissionsPage'

const app = 'https://app.example'

afterEach(() => {
  cleanup()
  localStorage.clear()
  setAppSettings(app, { offChainSigning: true })
})

describe('SafeAppsPermissionsPage', () => {
  it('lists an app that switched to on-chain signing and switches it back', () => {
    setAppSettings(app, { offChainSigning: false })
    render(<SafeAppsPermissionsPage />)
    expect(screen.getByRole('region', { name: app })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `Sign messages of ${app} off-chain again` }))
    expect(getAppSettings(app).offChainSigning).toBe(true)
    expect(screen.queryByTestId('onchain-signing')).toBeNull()
  })

  it('says so when no app changed anything', () => {
    render(<SafeAppsPermissionsPage />)
    expect(
      screen.getByText('No app has been given a permission or changed a setting.'),
    ).toBeTruthy()
  })
})
