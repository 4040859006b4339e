// The local-mode dev wallet: a wagmi connector whose provider signs in the browser with a devnet account (a
// Hardhat test key, public by design, never used outside local mode). Reads go to the chain's RPC; transactions
// are signed locally and sent raw. The signing code (viem/accounts) loads only when the wallet is chosen.
import {
  type Address,
  createWalletClient,
  type EIP1193Provider,
  fromHex,
  getAddress,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import { createConnector } from 'wagmi'
import { chainOf, connection, connectorEvents, savedChainId } from './connector-kit'

export const DEV_WALLET_ID = 'devWallet'

/** Hardhat's default account #1 (account #0 deploys and runs the keeper). */
export const DEV_WALLET_DEFAULT_KEY: Hex =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
export const DEV_WALLET_DEFAULT_ADDRESS: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Local storage key a browser test may set to another devnet private key for the dev wallet (local mode only). */
export const DEV_WALLET_KEY_STORAGE = 'devWalletKey'

type Listener = (...args: unknown[]) => void

/**
 * The dev wallet's one control outside the page: `window.finaverseDevWallet.rejectNext()` makes its next signature
 * request fail as a person declining it would (EIP-1193 error 4001), so the rejection path can be tried by hand
 * and by the browser tests. A real wallet asks; the dev wallet signs unless told to refuse.
 */
export type DevWalletControl = { rejectNext(): void }
declare global {
  interface Window {
    finaverseDevWallet?: DevWalletControl
  }
}
let rejectNext = false
function takeRejection(): void {
  if (!rejectNext) return
  rejectNext = false
  throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
}
type DevProvider = EIP1193Provider & { emitChainChanged(chainId: number): void }

async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  return body.result
}

export function devWallet({
  privateKey = DEV_WALLET_DEFAULT_KEY,
  initialChainId,
}: {
  privateKey?: Hex
  initialChainId?: () => number | null
} = {}) {
  let provider: DevProvider | undefined
  const state = { connected: false }
  if (typeof window !== 'undefined')
    window.finaverseDevWallet = {
      rejectNext: () => {
        rejectNext = true
      },
    }

  return createConnector<DevProvider>((config) => {
    let chainId = config.chains[0].id
    const urlOf = (id: number) => chainOf(config, id).rpcUrls.default.http[0] as string

    async function createProvider(): Promise<DevProvider> {
      const { privateKeyToAccount } = await import('viem/accounts')
      const account = privateKeyToAccount(privateKey)
      const listeners = new Map<string, Set<Listener>>()
      const emit = (event: string, ...args: unknown[]) => {
        for (const listener of listeners.get(event) ?? []) listener(...args)
      }
      const wallet = () => {
        const chain = config.chains.find((c) => c.id === chainId) ?? config.chains[0]
        return createWalletClient({ account, chain, transport: http(urlOf(chain.id)) })
      }
      const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
        const args = (params ?? []) as unknown[]
        switch (method) {
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return [account.address]
          case 'eth_chainId':
            return numberToHex(chainId)
          case 'wallet_switchEthereumChain': {
            const next = fromHex((args[0] as { chainId: Hex }).chainId, 'number')
            urlOf(next)
            if (next !== chainId) {
              chainId = next
              emit('chainChanged', numberToHex(next))
            }
            return null
          }
          case 'personal_sign':
            takeRejection()
            return account.signMessage({ message: { raw: args[0] as Hex } })
          case 'eth_signTypedData_v4': {
            takeRejection()
            const data = typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]
            return account.signTypedData(data)
          }
          case 'eth_sendTransaction': {
            takeRejection()
            const tx = args[0] as { to?: Address; data?: Hex; value?: Hex; gas?: Hex }
            return wallet().sendTransaction({
              account,
              to: tx.to ?? null,
              ...(tx.data ? { data: tx.data } : {}),
              ...(tx.value ? { value: fromHex(tx.value, 'bigint') } : {}),
              ...(tx.gas ? { gas: fromHex(tx.gas, 'bigint') } : {}),
            })
          }
          default:
            return rpc(urlOf(chainId), method, params)
        }
      }
      return {
        request,
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set())
          listeners.get(event)?.add(listener)
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener)
        },
        emitChainChanged(id: number) {
          emit('chainChanged', numberToHex(id))
        },
      } as unknown as DevProvider
    }

    return {
      id: DEV_WALLET_ID,
      name: 'Dev wallet',
      type: 'devWallet',
      async setup() {
        chainId = savedChainId(config, initialChainId) ?? chainId
      },
      async getProvider() {
        provider ??= await createProvider()
        return provider
      },
      async connect<withCapabilities extends boolean = false>(
        parameters: {
          chainId?: number | undefined
          withCapabilities?: withCapabilities | boolean | undefined
        } = {},
      ) {
        const p = await this.getProvider()
        const accounts = ((await p.request({ method: 'eth_requestAccounts' })) as Address[]).map((a) =>
          getAddress(a),
        )
        if (parameters.chainId && parameters.chainId !== chainId)
          await this.switchChain?.({ chainId: parameters.chainId })
        p.on('chainChanged', this.onChainChanged.bind(this))
        state.connected = true
        return connection(accounts, chainId, parameters.withCapabilities)
      },
      async disconnect() {
        state.connected = false
      },
      async getAccounts() {
        const p = await this.getProvider()
        return ((await p.request({ method: 'eth_accounts' })) as Address[]).map((a) => getAddress(a))
      },
      async getChainId() {
        return chainId
      },
      async isAuthorized() {
        // A dev wallet is always unlocked; the app only reconnects when an account was saved.
        return true
      },
      async switchChain({ chainId: next }) {
        const chain = chainOf(config, next)
        const p = await this.getProvider()
        await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(next) }] })
        return chain
      },
      ...connectorEvents(config, state),
    }
  })
}
