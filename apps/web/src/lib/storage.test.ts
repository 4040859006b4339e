import { describe, expect, it } from 'vitest'
import { clearWalletStorage, readStorage, STORAGE_KEYS, writeStorage } from './storage'

describe('storage keys', () => {
  it('are the spec names', () => {
    expect(STORAGE_KEYS).toEqual({ language: 'language', account: 'account', networkId: 'networkId' })
  })

  it('clearWalletStorage removes account, network and wagmi keys but keeps the language and other keys', () => {
    localStorage.setItem('language', 'zh')
    localStorage.setItem('account', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    localStorage.setItem('networkId', '31337')
    localStorage.setItem('wagmi.store', '{}')
    localStorage.setItem('wagmi.recentConnectorId', '"devWallet"')
    localStorage.setItem('unrelated', 'x')
    clearWalletStorage()
    expect(localStorage.getItem('language')).toBe('zh')
    expect(localStorage.getItem('unrelated')).toBe('x')
    expect(localStorage.getItem('account')).toBeNull()
    expect(localStorage.getItem('networkId')).toBeNull()
    expect(localStorage.getItem('wagmi.store')).toBeNull()
    expect(localStorage.getItem('wagmi.recentConnectorId')).toBeNull()
  })

  it('writeStorage with null removes; readStorage reads', () => {
    writeStorage('account', 'a')
    expect(readStorage('account')).toBe('a')
    writeStorage('account', null)
    expect(readStorage('account')).toBeNull()
  })
})
