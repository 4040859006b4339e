import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../session-store'
import {
  onWalletConnected,
  onWalletDisconnected,
  restoreSession,
  savedAccount,
  savedNetworkId,
} from './session'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('wallet session', () => {
  beforeEach(() => sessionStore.reset())

  it('starts empty', () => {
    expect(sessionStore.get()).toEqual({ networkId: null, account: null, email: null, lang: null })
  })

  it('restores a saved account, its network and the language, and asks to reconnect', () => {
    localStorage.setItem('account', ACCOUNT)
    localStorage.setItem('networkId', '31338')
    localStorage.setItem('language', 'zh')
    expect(restoreSession()).toBe(true)
    expect(sessionStore.get()).toMatchObject({ account: ACCOUNT, networkId: 31338, lang: 'zh' })
  })

  it.each(['', 'null', 'undefined', '0x123', 'not an address'])(
    'does not reconnect with the saved account %j',
    (value) => {
      localStorage.setItem('account', value)
      localStorage.setItem('networkId', '31337')
      expect(savedAccount()).toBeNull()
      expect(restoreSession()).toBe(false)
      expect(sessionStore.get().account).toBeNull()
      expect(sessionStore.get().networkId).toBeNull()
    },
  )

  it('ignores a malformed network id', () => {
    localStorage.setItem('networkId', 'abc')
    expect(savedNetworkId()).toBeNull()
    localStorage.setItem('networkId', '-1')
    expect(savedNetworkId()).toBeNull()
  })

  it('saves account and network on connect', () => {
    onWalletConnected(ACCOUNT, 31337)
    expect(localStorage.getItem('account')).toBe(ACCOUNT)
    expect(localStorage.getItem('networkId')).toBe('31337')
    expect(sessionStore.get()).toMatchObject({ account: ACCOUNT, networkId: 31337 })
  })

  it('clears account, network and e-mail on disconnect, keeping the language', () => {
    localStorage.setItem('language', 'zh')
    onWalletConnected(ACCOUNT, 31337)
    sessionStore.update({ email: 'a@b.c', lang: 'zh' })
    onWalletDisconnected()
    expect(sessionStore.get()).toEqual({ account: null, networkId: null, email: null, lang: 'zh' })
    expect(localStorage.getItem('account')).toBeNull()
    expect(localStorage.getItem('networkId')).toBeNull()
    expect(localStorage.getItem('language')).toBe('zh')
  })
})
