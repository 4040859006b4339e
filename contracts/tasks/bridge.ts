import { ethers } from 'ethers'
import {
  type Action,
  address,
  addresses,
  amount,
  defineGroup,
  fail,
  jsonFile,
  NATIVE,
  type Param,
  pauseActions,
  reads,
  recoverActions,
  uint,
} from './lib'

const nonce = uint('nonce', 'request nonce')
const destTx = {
  name: 'destTx',
  description: 'destination transaction hash (0x + 64 hex digits)',
  parse: (raw: string) => (ethers.isHexString(raw, 32) ? raw : fail(`not a transaction hash: ${raw}`)),
} satisfies Param
const signatures = {
  name: 'signatures',
  description: 'EIP-712 signatures of the relayer signers, comma-separated',
  parse: (raw: string) =>
    raw.split(',').map((s) => (ethers.isHexString(s.trim()) ? s.trim() : fail(`not a signature: ${s}`))),
  show: (v: string[]) => `${v.length} signatures`,
} satisfies Param

/** `setSigners` of either side (DEFAULT_ADMIN_ROLE): the m-of-n relayer signer set. */
const setSigners: Action = {
  action: 'set-signers',
  fn: 'setSigners',
  role: 'DEFAULT_ADMIN_ROLE',
  description: 'Replaces the relayer signer set and its threshold',
  params: [addresses('signers', 'signer addresses'), uint('threshold', 'signatures required', { min: 1n })],
  args: (v) => {
    const list = [...(v.signers as string[])].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
    if (new Set(list).size !== list.length) fail('--signers: an address appears twice')
    if ((v.threshold as bigint) > BigInt(list.length))
      fail(`--threshold: at most ${list.length} (the signers)`)
    return [list, v.threshold]
  },
  current: async (ctx) => ({
    signers: await ctx.contract.getFunction('getSigners')(),
    threshold: await ctx.contract.getFunction('threshold')(),
  }),
}

const status = async (ctx: { contract: ethers.Contract }, v: Record<string, unknown>) => ({
  status: (await ctx.contract.getFunction('getRequest')(v.nonce)).status,
})

/** CardBridge (BSC role): fee, destination, timing, fees, the relayer's settlements, signers, pause, recovery. */
export const bridge = defineGroup({
  group: 'bridge',
  targets: { CardBridge: 'CardBridge' },
  actions: [
    {
      action: 'set-change-fee',
      fn: 'setChangeFee',
      role: 'ADMIN_ROLE',
      description: 'Sets the fee per card',
      params: [amount('fee', 'fee per card in native coin', NATIVE)],
      current: reads('changeFee'),
    },
    {
      action: 'set-destination',
      fn: 'setDestination',
      role: 'ADMIN_ROLE',
      description: 'Sets the destination chain and its CardBridgeMinter (chain 0 closes the bridge)',
      params: [
        uint('toChainId', 'destination chain id (0 closes)'),
        address('receiveAddress', 'the CardBridgeMinter on the destination chain (omit when closing)', {
          optional: true,
        }),
      ],
      args: (v) => [v.toChainId, v.receiveAddress ?? ethers.ZeroAddress],
      current: reads('toChainId', 'receiveAddress'),
    },
    {
      action: 'set-timing',
      fn: 'setTiming',
      role: 'ADMIN_ROLE',
      description: 'Sets the waiting-time figures: confirmations, block time and relay time in seconds',
      params: [
        uint('confirmations', 'confirmations'),
        uint('blockTime', 'seconds per block'),
        uint('relayTime', 'relay seconds'),
      ],
      current: reads('confirmationsRequired', 'blockTime', 'relayTime'),
    },
    {
      action: 'withdraw-fees',
      fn: 'withdrawFees',
      role: 'ADMIN_ROLE',
      description: 'Pays the earned fees to an address',
      params: [address('to', 'receiver')],
      current: reads('pendingFees', 'totalOwedRefunds'),
    },
    {
      action: 'mark-processing',
      fn: 'markProcessing',
      role: 'OPERATOR_ROLE',
      description: 'Marks a pending request as being relayed',
      params: [nonce],
      current: status,
    },
    {
      action: 'fail',
      fn: 'fail',
      role: 'OPERATOR_ROLE',
      description: 'Marks a request as failed',
      params: [nonce],
      current: status,
    },
    {
      action: 'mark-completed',
      fn: 'markCompleted',
      role: 'OPERATOR_ROLE',
      description: "Settles a request as minted on the destination (with the signers' attestation)",
      params: [nonce, destTx, signatures],
      current: status,
    },
    {
      action: 'refund',
      fn: 'refund',
      role: 'OPERATOR_ROLE',
      description: "Gives a failed request's cards back (with the signers' attestation of the cancel)",
      params: [nonce, destTx, signatures],
      current: status,
    },
    setSigners,
    ...pauseActions('new bridge requests'),
    ...recoverActions(),
  ],
})

/** CardBridgeMinter (Polygon role): source bridges, daily cap, the relayer's mints and cancels, signers, pause. */
export const bridgeMinter = defineGroup({
  group: 'bridge-minter',
  targets: { CardBridgeMinter: 'CardBridgeMinter' },
  actions: [
    {
      action: 'set-source-bridge',
      fn: 'setSourceBridge',
      role: 'ADMIN_ROLE',
      description: 'Sets the CardBridge of a source chain (omit the bridge to close that chain)',
      params: [
        uint('chainId', 'source chain id', { min: 1n }),
        address('bridge', 'the source CardBridge (omit to close the chain)', { optional: true }),
      ],
      args: (v) => [v.chainId, v.bridge ?? ethers.ZeroAddress],
      current: async (ctx, v) => ({
        sourceBridge: await ctx.contract.getFunction('sourceBridges')(v.chainId),
      }),
    },
    {
      action: 'set-daily-cap',
      fn: 'setDailyCap',
      role: 'ADMIN_ROLE',
      description: 'Sets the cards that may be minted per UTC day',
      params: [uint('cap', 'cards per day')],
      current: reads('dailyCap', 'remainingToday'),
    },
    {
      action: 'complete',
      fn: 'complete',
      role: 'OPERATOR_ROLE',
      description:
        'Mints a bridge request by hand (the keeper relays them): the request as JSON and its signatures',
      params: [
        jsonFile(
          'request',
          'the BridgeRequest {sourceChainId, sourceBridge, nonce, user, receiver, tokenIds, heroIds, rarities}',
        ),
        signatures,
      ],
      current: reads('totalMinted', 'remainingToday'),
    },
    {
      action: 'cancel',
      fn: 'cancel',
      role: 'OPERATOR_ROLE',
      description: 'Cancels a source nonce so it can never be minted (the source may then refund)',
      params: [uint('sourceChainId', 'source chain id', { min: 1n }), nonce],
    },
    setSigners,
    ...pauseActions('mints'),
    ...recoverActions(),
  ],
})
