import { type Contract, ethers } from 'ethers'
import { ccipConfigs } from '../scripts/deploy/config'
import { fail } from './action/errors'
import { address, amount, bytes32, NATIVE, uint } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverActions } from './action/shared-actions'
import type { Action, Param } from './action/types'

/** `setPeer` of either side (DEFAULT_ADMIN_ROLE, once): links the other side's bridge contract for good. */
const setPeer = (peerName: string): Action => ({
  action: 'set-peer',
  fn: 'setPeer',
  role: 'DEFAULT_ADMIN_ROLE',
  description: `Links the ${peerName} of the other chain (once: it can never change afterwards)`,
  params: [address('peer', `the ${peerName} on the other chain`)],
  current: reads('peer'),
})

const gasLimit = (name: string, description: string) =>
  uint(name, `${description} (100000..3000000)`, { min: 100_000n, max: 3_000_000n })

/** The fee token: `native`, `LINK` (this chain's LINK of scripts/deploy/config.ts) or an address. */
const feeToken = {
  name: 'token',
  description: 'CCIP fee token: native, LINK or a token address',
  parse: (raw: string, ctx) => {
    if (raw.toLowerCase() === 'native') return ethers.ZeroAddress
    if (raw.toUpperCase() === 'LINK') {
      const link = ccipConfigs[ctx.chainId]?.link
      return link ?? fail(`chain ${ctx.chainId} has no LINK in scripts/deploy/config.ts ccipConfigs`)
    }
    return ethers.isAddress(raw) ? ethers.getAddress(raw) : fail(`not native, LINK or an address: ${raw}`)
  },
} satisfies Param

/** CardBridge (BSC role): the bridge fee, the CCIP fee token and gas limit, the waiting time, the cap, the peer. */
export const bridge = defineGroup({
  group: 'bridge',
  targets: { CardBridge: 'CardBridge' },
  actions: [
    {
      action: 'set-change-fee',
      fn: 'setChangeFee',
      role: 'ADMIN_ROLE',
      description: 'Sets the bridge fee per card',
      params: [amount('fee', 'fee per card in native coin', NATIVE)],
      current: reads('changeFee'),
    },
    {
      action: 'set-fee-token',
      fn: 'setFeeToken',
      role: 'ADMIN_ROLE',
      description: 'Sets the token the CCIP fee is paid in (native or LINK)',
      params: [feeToken],
      current: reads('feeToken'),
    },
    {
      action: 'set-destination-gas-limit',
      fn: 'setDestinationGasLimit',
      role: 'ADMIN_ROLE',
      description: 'Sets the gas the minting on Polygon gets (README-bridge.md: measured for 10 cards)',
      params: [gasLimit('gasLimit', 'gas')],
      current: reads('destinationGasLimit'),
    },
    {
      action: 'set-waiting-time',
      fn: 'setWaitingTime',
      role: 'ADMIN_ROLE',
      description: "Sets the waiting time the site announces, in seconds (the lane's finality and delivery)",
      params: [uint('seconds', 'seconds')],
      current: reads('waitingTime'),
    },
    {
      action: 'set-daily-cap',
      fn: 'setDailyCap',
      role: 'ADMIN_ROLE',
      description: 'Sets the cards that may be sent per UTC day',
      params: [uint('cap', 'cards per day')],
      current: reads('dailyCap', 'remainingToday'),
    },
    {
      action: 'withdraw-fees',
      fn: 'withdrawFees',
      role: 'ADMIN_ROLE',
      description: 'Pays the earned bridge fees to an address',
      params: [address('to', 'receiver')],
    },
    setPeer('CardBridgeMinter'),
    ...pauseActions('new bridge requests'),
    ...recoverActions(),
  ],
})

/** CardBridgeMinter (Polygon role): the daily cap, the refund gas limit, the refund reserve, the peer, pause. */
export const bridgeMinter = defineGroup({
  group: 'bridge-minter',
  targets: { CardBridgeMinter: 'CardBridgeMinter' },
  actions: [
    {
      action: 'set-daily-cap',
      fn: 'setDailyCap',
      role: 'ADMIN_ROLE',
      description: 'Sets the cards that may be minted per UTC day',
      params: [uint('cap', 'cards per day')],
      current: reads('dailyCap', 'remainingToday'),
    },
    {
      action: 'set-refund-gas-limit',
      fn: 'setRefundGasLimit',
      role: 'ADMIN_ROLE',
      description:
        'Sets the gas the return of refunded cards on BSC gets (README-bridge.md: measured for 10 cards)',
      params: [gasLimit('gasLimit', 'gas')],
      current: reads('refundGasLimit'),
    },
    {
      action: 'withdraw-reserve',
      fn: 'withdrawReserve',
      role: 'ADMIN_ROLE',
      description: 'Takes native coin out of the refund reserve',
      params: [address('to', 'receiver'), amount('amount', 'amount in native coin', NATIVE)],
    },
    {
      action: 'refund-message',
      fn: 'refundMessage',
      role: 'ADMIN_ROLE',
      description:
        "Sends a failed message back to BSC (its cards return to their user); the fee pays CCIP's return message",
      params: [
        bytes32('messageId', 'the CCIP message id'),
        {
          name: 'data',
          description: "the message's data, as its MessageFailed event gives it (0x + hex)",
          parse: (raw: string) => (ethers.isHexString(raw) ? raw : fail(`not hex data: ${raw}`)),
          show: () => '(data)',
        } satisfies Param,
        amount('fee', "the return message's CCIP fee in native coin (bridge-minter's quoteRefund)", NATIVE),
      ],
      args: (v) => [v.messageId, v.data],
      value: (v) => v.fee as bigint,
      current: async (ctx, v) => ({
        messageState: await ctx.contract.getFunction('messageState')(v.messageId),
      }),
    },
    setPeer('CardBridge'),
    ...pauseActions('mints (messages are kept for a retry)'),
    ...recoverActions(),
  ],
})

const call = async <T>(c: Contract, fn: string, ...args: unknown[]): Promise<T> =>
  (await c.getFunction(fn)(...args)) as T
const coin = (wei: bigint) => `${ethers.formatEther(wei)}`

/** `hardhat status` rows of the CardBridge: the lane, the trusted destination, the fee token and the gas limit. */
export async function cardBridgeStatus(c: Contract): Promise<Record<string, string>> {
  const token = await call<string>(c, 'feeToken')
  let quote = '-'
  try {
    const [ccipFee, fee] = await call<[bigint, bigint]>(c, 'quote', 1)
    quote = `CCIP ${coin(ccipFee)} + bridge ${coin(fee)} for 1 card`
  } catch {
    quote = 'not linked'
  }
  return {
    lane: `router ${await call(c, 'router')} -> selector ${await call(c, 'peerChainSelector')}`,
    destination: `${await call(c, 'peer')} (CardBridgeMinter, set once)`,
    feeToken: token === ethers.ZeroAddress ? 'native' : token,
    gasLimit: `${await call(c, 'destinationGasLimit')} on the destination`,
    fee: `${coin(await call(c, 'changeFee'))} per card; ${quote}`,
    dailyCap: `${await call(c, 'dailyCap')} (left today ${await call(c, 'remainingToday')})`,
    waitingTime: `${await call(c, 'waitingTime')} s`,
    requests: String(await call(c, 'requestCount')),
  }
}

/** `hardhat status` rows of the CardBridgeMinter: the lane, the trusted source, the refund gas limit and reserve. */
export async function cardBridgeMinterStatus(c: Contract): Promise<Record<string, string>> {
  const reserve = await c.runner?.provider?.getBalance(await c.getAddress())
  return {
    lane: `router ${await call(c, 'router')} <- selector ${await call(c, 'peerChainSelector')}`,
    source: `${await call(c, 'peer')} (CardBridge, set once)`,
    gasLimit: `${await call(c, 'refundGasLimit')} for a refund on the source`,
    refundReserve: reserve === undefined ? '-' : coin(reserve),
    dailyCap: `${await call(c, 'dailyCap')} (left today ${await call(c, 'remainingToday')})`,
    minted: String(await call(c, 'totalMinted')),
  }
}
