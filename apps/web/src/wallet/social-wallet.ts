// The social-login embedded wallet: Magic (magic-sdk). Its login form (e-mail and social providers) and the key
// live in Magic's hosted iframe; the site talks to it with Magic's postMessage JSON-RPC protocol, and the SDK
// exposes it as an EIP-1193 provider. This wagmi connector wraps that provider. Present only when
// SOCIAL_LOGIN_CLIENT_ID (Magic's publishable key) is configured; magic-sdk loads only when the wallet is chosen,
// or at start when it was the last wallet and an account is saved.
//
// A Magic instance is bound to one network, so the connector keeps one instance per chain and a chain switch
// moves to the other instance (the login session is Magic's, shared by both). Reconnect starts on the saved
// network id (spec: "for one embedded wallet type it also switches to the saved network id").
import { type Address, getAddress, UserRejectedRequestError } from 'viem'
import { createConnector } from 'wagmi'
import { chainOf, connection, connectorEvents, savedChainId } from './connector-kit'
import type { MagicInstance, MagicLocale, MagicProvider } from './magic'

export const SOCIAL_WALLET_ID = 'socialWallet'

/** Loads magic-sdk (its chunk is fetched on first use only) and creates the instance of one chain. */
async function createMagic(apiKey: string, rpcUrl: string, chainId: number, locale: MagicLocale) {
  return (await import('./magic')).createMagic(apiKey, rpcUrl, chainId, locale)
}

export function socialWallet({
  apiKey,
  initialChainId,
  wasLastWallet,
  locale = () => 'en_US' as const,
}: {
  apiKey: string
  /** The saved network id (local storage `networkId`), used at start. */
  initialChainId?: () => number | null
  /** Whether this wallet was the last one connected (only then does reconnect load magic-sdk). */
  wasLastWallet: () => boolean
  /** Magic's locale of its login form (`en_US`, `zh_CN`). */
  locale?: () => MagicLocale
}) {
  const instances = new Map<number, Promise<MagicInstance>>()
  const state = { connected: false }

  return createConnector<MagicProvider>((config) => {
    let chainId = config.chains[0].id
    // Magic's iframe calls the node itself: give it an absolute URL (local mode uses same-origin proxies).
    const rpcUrlOf = (id: number) =>
      new URL(chainOf(config, id).rpcUrls.default.http[0] as string, window.location.origin).href
    const magicOf = (id: number) => {
      let instance = instances.get(id)
      if (!instance) {
        instance = createMagic(apiKey, rpcUrlOf(id), id, locale())
        instance.catch(() => instances.delete(id))
        instances.set(id, instance)
      }
      return instance
    }
    const accountsOf = async (magic: MagicInstance) =>
      ((await magic.rpcProvider.request({ method: 'eth_accounts' })) as string[]).map((a) => getAddress(a))

    return {
      id: SOCIAL_WALLET_ID,
      name: 'E-mail / social login',
      type: 'magic',
      async setup() {
        chainId = savedChainId(config, initialChainId) ?? chainId
      },
      async getProvider() {
        return (await magicOf(chainId)).rpcProvider
      },
      async connect<withCapabilities extends boolean = false>(
        parameters: {
          chainId?: number | undefined
          isReconnecting?: boolean | undefined
          withCapabilities?: withCapabilities | boolean | undefined
        } = {},
      ) {
        if (parameters.chainId && config.chains.some((c) => c.id === parameters.chainId))
          chainId = parameters.chainId
        const magic = await magicOf(chainId)
        let accounts: Address[]
        if (parameters.isReconnecting) accounts = await accountsOf(magic)
        else {
          // Magic's own form (e-mail or a social provider) in its iframe; an empty answer is a cancelled login, and
          // so is Magic's "User denied account access." (its RPC error -32603): both are the visitor declining, which
          // the site shows as a rejection (EIP-1193 4001), not as an unknown failure.
          try {
            accounts = (await magic.wallet.connectWithUI()).map((a) => getAddress(a))
          } catch (error) {
            if (error instanceof Error && /user denied/i.test(error.message))
              throw new UserRejectedRequestError(error)
            throw error
          }
        }
        if (accounts.length === 0) throw new UserRejectedRequestError(new Error('The login was cancelled.'))
        state.connected = true
        return connection(accounts, chainId, parameters.withCapabilities)
      },
      async disconnect() {
        state.connected = false
        const magic = instances.get(chainId)
        if (magic) await (await magic).user.logout()
      },
      async getAccounts() {
        return accountsOf(await magicOf(chainId))
      },
      async getChainId() {
        return chainId
      },
      async isAuthorized() {
        // Loading magic-sdk to ask costs a chunk and an iframe: only for the wallet used last.
        if (!wasLastWallet()) return false
        try {
          return (await accountsOf(await magicOf(chainId))).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId: next }) {
        const chain = chainOf(config, next)
        if (next === chainId) return chain
        const magic = await magicOf(next)
        // The session is Magic's: the instance of the other network sees the same account.
        if (state.connected && (await accountsOf(magic)).length === 0) await magic.wallet.connectWithUI()
        chainId = next
        config.emitter.emit('change', { chainId: next })
        return chain
      },
      ...connectorEvents(config, state),
    }
  })
}
