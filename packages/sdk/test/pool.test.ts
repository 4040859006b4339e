import { parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  approveToken,
  balanceOf,
  burnLiquidity,
  getAmountOut,
  getReserves,
  mintLiquidity,
  swapTokens,
} from '../src/exports/actions.js'
import { addressOf, carol, createTestClients, execute, fund, rejection, useSnapshot } from './fixtures.js'

useSnapshot()
const { clients } = createTestClients()
const bsc = clients.bsc
const fina = addressOf(bsc, 'FinaToken')
const busd = addressOf(bsc, 'BUSD')
const pair = addressOf(bsc, 'FinaBusdPair')

beforeAll(async () => {
  await fund(bsc, carol.address, parseEther('10000'))
  for (const token of [fina, busd])
    await execute(
      bsc,
      carol,
      approveToken(bsc, { account: carol.address, token, spender: pair, amount: parseEther('1000000') }),
    )
})

describe('pool reads', () => {
  it('getReserves: the seeded FINA-BUSD pair, by deployment key or address', async () => {
    const reserves = await getReserves(bsc, { pair: 'FinaBusdPair' })
    expect([reserves.token0, reserves.token1].sort()).toEqual([fina, busd].sort())
    expect(reserves.reserve0).toBeGreaterThan(0n)
    expect(reserves.reserve1).toBeGreaterThan(0n)
    expect(await getReserves(bsc, { pair })).toEqual(reserves)
  })

  it('getAmountOut: a quote below the spot price (fee and price impact)', async () => {
    const { token0, reserve0, reserve1 } = await getReserves(bsc, { pair })
    const [finaReserve, busdReserve] = token0 === fina ? [reserve0, reserve1] : [reserve1, reserve0]
    const amountIn = parseEther('1000')
    const out = await getAmountOut(bsc, { pair, tokenIn: fina, amountIn })
    expect(out).toBeGreaterThan(0n)
    expect(out).toBeLessThan((amountIn * busdReserve) / finaReserve)
  })

  it('getAmountOut: a token of another pair gives InvalidInputToken(token)', async () => {
    const wbnb = addressOf(bsc, 'WBNB')
    const error = await rejection(getAmountOut(bsc, { pair, tokenIn: wbnb, amountIn: 1n }))
    expect(error.contractError).toEqual({ name: 'InvalidInputToken', args: [wbnb] })
    expect(error.code).toBe('INVALID_INPUT_TOKEN')
  })

  it('a pair name the chain does not have gives the wrong-network error', async () => {
    const error = await rejection(getReserves(bsc, { pair: 'FinaMaticPair' }))
    expect(error.code).toBe('WRONG_NETWORK')
  })
})

describe('pool writes', () => {
  it('swap: pays the quoted amount', async () => {
    const amountIn = parseEther('500')
    const quote = await getAmountOut(bsc, { pair, tokenIn: fina, amountIn })
    const before = await balanceOf(bsc, { account: carol.address, token: busd })
    const prepared = await swapTokens(bsc, {
      account: carol.address,
      pair,
      tokenIn: fina,
      tokenOut: busd,
      amountIn,
      amountOutMin: quote,
    })
    expect(prepared.result).toBe(quote)
    expect(prepared.fee).toBeGreaterThan(0n)
    await execute(bsc, carol, Promise.resolve(prepared))
    expect(await balanceOf(bsc, { account: carol.address, token: busd })).toBe(before + quote)
  })

  it('swap: a minimum above the quote is refused with the decoded error', async () => {
    const amountIn = parseEther('10')
    const quote = await getAmountOut(bsc, { pair, tokenIn: fina, amountIn })
    const error = await rejection(
      swapTokens(bsc, {
        account: carol.address,
        pair,
        tokenIn: fina,
        tokenOut: busd,
        amountIn,
        amountOutMin: quote + 1n,
      }),
    )
    expect(error.contractError).toEqual({ name: 'InsufficientAmountOut', args: [quote, quote + 1n] })
  })

  it('swap: zero in gives InsufficientAmountIn(0); same token out gives InvalidOutputToken', async () => {
    const zero = await rejection(
      swapTokens(bsc, {
        account: carol.address,
        pair,
        tokenIn: fina,
        tokenOut: busd,
        amountIn: 0n,
        amountOutMin: 0n,
      }),
    )
    expect(zero.contractError).toEqual({ name: 'InsufficientAmountIn', args: [0n] })
    expect(zero.code).toBe('INSUFFICIENT_AMOUNT_IN')
    const same = await rejection(
      swapTokens(bsc, {
        account: carol.address,
        pair,
        tokenIn: fina,
        tokenOut: fina,
        amountIn: 1n,
        amountOutMin: 0n,
      }),
    )
    expect(same.contractError).toEqual({ name: 'InvalidOutputToken', args: [fina] })
  })

  it('mintLiquidity and burnLiquidity: LP tokens in, both tokens back', async () => {
    const { token0 } = await getReserves(bsc, { pair })
    const busdIn = await getAmountOut(bsc, { pair, tokenIn: fina, amountIn: parseEther('200') })
    const [amount0Desired, amount1Desired] =
      token0 === fina ? [parseEther('200'), busdIn] : [busdIn, parseEther('200')]
    const prepared = await mintLiquidity(bsc, {
      account: carol.address,
      pair,
      amount0Desired,
      amount1Desired,
      minLiquidity: 1n,
    })
    const [, , liquidity] = prepared.result
    expect(liquidity).toBeGreaterThan(0n)
    await execute(bsc, carol, Promise.resolve(prepared))
    expect(await balanceOf(bsc, { account: carol.address, token: pair })).toBe(liquidity)

    const tooMuch = await rejection(
      mintLiquidity(bsc, {
        account: carol.address,
        pair,
        amount0Desired,
        amount1Desired,
        minLiquidity: liquidity * 100n,
      }),
    )
    expect(tooMuch.contractError?.name).toBe('InsufficientLiquidityMinted')
    expect(tooMuch.code).toBe('INSUFFICIENT_LIQUIDITY_MINTED')

    const burn = await burnLiquidity(bsc, {
      account: carol.address,
      pair,
      liquidity,
      amount0Min: 1n,
      amount1Min: 1n,
    })
    const [amount0, amount1] = burn.result
    expect(amount0).toBeGreaterThan(0n)
    expect(amount1).toBeGreaterThan(0n)
    await execute(bsc, carol, Promise.resolve(burn))
    expect(await balanceOf(bsc, { account: carol.address, token: pair })).toBe(0n)
  })

  it('burnLiquidity: more than held gives ERC20InsufficientBalance', async () => {
    const error = await rejection(
      burnLiquidity(bsc, { account: carol.address, pair, liquidity: 1n, amount0Min: 0n, amount1Min: 0n }),
    )
    expect(error.contractError?.name).toBe('ERC20InsufficientBalance')
    expect(error.code).toBe('INSUFFICIENT_BALANCE')
  })
})
