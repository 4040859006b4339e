import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { add, compare, fromBaseUnits, mul, sub } from './decimal.js'
import {
  BATCH_INTERVAL_HOURS,
  CANCEL_CUTOFF_HOURS,
  COOLDOWN_HOURS,
  canCancelWithdrawal,
  EARLY_PENALTY_RATE,
  EARNED_CAP_RATE,
  isTokenAmount,
  MIN_DEPOSIT,
  MIN_WITHDRAWAL,
  NFT_LOCK_HOURS,
  nextBatchTime,
  PENALTY_FREE_WAIT_DAYS,
  quoteWithdrawal,
  validateDeposit,
  WITHDRAWAL_FEE,
  type WithdrawalQuote,
  type WithdrawalRequest,
} from './withdrawal.js'

const now = new Date('2024-05-01T05:30:00Z')
const HOUR = 3_600_000

function quote(overrides: Partial<WithdrawalRequest>): ReturnType<typeof quoteWithdrawal> {
  return quoteWithdrawal({
    amount: '100',
    deposited: '0',
    earned: '1000',
    wait: 'instant',
    now,
    ...overrides,
  })
}

function ok(overrides: Partial<WithdrawalRequest>): WithdrawalQuote {
  const result = quote(overrides)
  if (!result.ok) throw new Error(`expected a quote, got ${result.error}`)
  return result
}

describe('constants (docs/product.md#game-account-withdrawals)', () => {
  it('have the spec values', () => {
    expect({
      WITHDRAWAL_FEE,
      MIN_WITHDRAWAL,
      MIN_DEPOSIT,
      EARLY_PENALTY_RATE,
      EARNED_CAP_RATE,
      PENALTY_FREE_WAIT_DAYS,
      COOLDOWN_HOURS,
      CANCEL_CUTOFF_HOURS,
      BATCH_INTERVAL_HOURS,
      NFT_LOCK_HOURS,
    }).toEqual({
      WITHDRAWAL_FEE: '1',
      MIN_WITHDRAWAL: '2',
      MIN_DEPOSIT: '2',
      EARLY_PENALTY_RATE: '0.3',
      EARNED_CAP_RATE: '0.7',
      PENALTY_FREE_WAIT_DAYS: 15,
      COOLDOWN_HOURS: 72,
      CANCEL_CUTOFF_HOURS: 1,
      BATCH_INTERVAL_HOURS: 4,
      NFT_LOCK_HOURS: 24,
    })
  })
})

describe('quoteWithdrawal: worked examples of docs/product.md#game-account-withdrawals', () => {
  it('100 earned withdrawn instantly gives 69 (30% plus 1)', () => {
    const result = ok({ amount: '100', deposited: '0', earned: '200' })
    expect(result).toMatchObject({
      fromDeposited: '0',
      fromEarned: '100',
      penalty: '30',
      fee: '1',
      receive: '69',
    })
  })

  it('100 earned with the 15-day wait gives 99 (only the fee)', () => {
    const result = ok({ amount: '100', deposited: '0', earned: '100', wait: '15d' })
    expect(result).toMatchObject({ fromEarned: '100', penalty: '0', fee: '1', receive: '99' })
    expect(result.processAt).toEqual(new Date(now.getTime() + 15 * 24 * HOUR))
    expect(result.cancelableUntil).toEqual(new Date(now.getTime() + 15 * 24 * HOUR - HOUR))
  })
})

describe('quoteWithdrawal: rules', () => {
  it('draws deposited tokens first, then earned ones', () => {
    expect(ok({ amount: '50', deposited: '80', earned: '0' })).toMatchObject({
      fromDeposited: '50',
      fromEarned: '0',
      penalty: '0',
      receive: '49',
    })
    expect(ok({ amount: '100', deposited: '80', earned: '100' })).toMatchObject({
      fromDeposited: '80',
      fromEarned: '20',
      penalty: '6',
      receive: '93',
    })
  })

  it('pays instant withdrawals at the next 4-hour UTC batch, strictly after now', () => {
    const result = ok({ amount: '10', deposited: '10' })
    expect(result.processAt).toEqual(new Date('2024-05-01T08:00:00Z'))
    expect(result.cancelableUntil).toEqual(new Date('2024-05-01T07:00:00Z'))
    expect(ok({ amount: '10', deposited: '10', now: new Date('2024-05-01T08:00:00Z') }).processAt).toEqual(
      new Date('2024-05-01T12:00:00Z'),
    )
    expect(ok({ amount: '10', deposited: '10', now: new Date('2024-05-01T23:59:59Z') }).processAt).toEqual(
      new Date('2024-05-02T00:00:00Z'),
    )
  })

  it('starts a 72 h cooldown when an earned part is withdrawn, else keeps the given one', () => {
    expect(ok({ amount: '10', deposited: '0' }).cooldownUntil).toEqual(new Date(now.getTime() + 72 * HOUR))
    expect(ok({ amount: '10', deposited: '0', wait: '15d' }).cooldownUntil).toEqual(
      new Date(now.getTime() + 72 * HOUR),
    )
    expect(ok({ amount: '10', deposited: '10' }).cooldownUntil).toBeNull()
    const running = new Date(now.getTime() + HOUR)
    expect(ok({ amount: '10', deposited: '10', cooldownUntil: running }).cooldownUntil).toBe(running)
  })

  it('allows only deposited tokens while a cooldown runs', () => {
    const running = new Date(now.getTime() + HOUR)
    expect(quote({ amount: '10', deposited: '10', cooldownUntil: running }).ok).toBe(true)
    expect(quote({ amount: '11', deposited: '10', cooldownUntil: running })).toEqual({
      ok: false,
      error: 'IN_COOLDOWN',
    })
    expect(quote({ amount: '11', deposited: '10', wait: '15d', cooldownUntil: running })).toEqual({
      ok: false,
      error: 'IN_COOLDOWN',
    })
    // A cooldown ending now has ended.
    expect(quote({ amount: '11', deposited: '10', cooldownUntil: now }).ok).toBe(true)
    expect(quote({ amount: '11', deposited: '10', cooldownUntil: null }).ok).toBe(true)
  })

  it('caps the instant earned part at 70% of the earned balance', () => {
    expect(quote({ amount: '70', earned: '100' }).ok).toBe(true)
    expect(quote({ amount: '70.000000000000000001', earned: '100' })).toEqual({
      ok: false,
      error: 'EXCEEDS_EARNED_CAP',
    })
    // The deposited part does not count; the 15-day wait has no cap.
    expect(quote({ amount: '120', deposited: '50', earned: '100' }).ok).toBe(true)
    expect(quote({ amount: '100', earned: '100', wait: '15d' }).ok).toBe(true)
  })

  it('rounds the penalty up to 18 places, for the game', () => {
    expect(ok({ amount: '2.000000000000000001', earned: '10' })).toMatchObject({
      penalty: '0.600000000000000001',
      receive: '0.4',
    })
  })

  it('returns normalised decimals', () => {
    expect(ok({ amount: '10.50', deposited: '10.00', earned: '100' })).toMatchObject({
      fromDeposited: '10',
      fromEarned: '0.5',
      penalty: '0.15',
      receive: '9.35',
    })
  })
})

describe('quoteWithdrawal: errors, in order', () => {
  it.each([
    [{ amount: 'abc' }, 'INVALID_AMOUNT'],
    [{ amount: '' }, 'INVALID_AMOUNT'],
    [{ amount: '-5' }, 'INVALID_AMOUNT'],
    [{ amount: '0' }, 'INVALID_AMOUNT'],
    [{ amount: '0.0' }, 'INVALID_AMOUNT'],
    [{ amount: '2.0000000000000000001' }, 'INVALID_AMOUNT'],
    [{ amount: '1e3' }, 'INVALID_AMOUNT'],
    [{ deposited: 'x' }, 'INVALID_AMOUNT'],
    [{ earned: '-1' }, 'INVALID_AMOUNT'],
    [{ amount: 100n as unknown as string }, 'INVALID_AMOUNT'],
    [{ deposited: null as unknown as string }, 'INVALID_AMOUNT'],
    [{ amount: '1.999999999999999999' }, 'BELOW_MINIMUM'],
    [{ amount: '1', deposited: '0', earned: '0' }, 'BELOW_MINIMUM'],
    [{ amount: '1001' }, 'EXCEEDS_BALANCE'],
    [{ amount: '1001', cooldownUntil: new Date(now.getTime() + HOUR) }, 'EXCEEDS_BALANCE'],
    [{ amount: '800', cooldownUntil: new Date(now.getTime() + HOUR) }, 'IN_COOLDOWN'],
    [{ amount: '800' }, 'EXCEEDS_EARNED_CAP'],
  ] as const)('%o gives %s', (overrides, error) => {
    expect(quote(overrides)).toEqual({ ok: false, error })
  })
})

describe('quoteWithdrawal: invariants', () => {
  const E18 = 10n ** 18n
  const units = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.bigInt({ min: 0n, max: 1000n * E18 }))
  // An amount between the minimum and the balance most of the time, anything now and then.
  const request = fc
    .tuple(units, units, fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.nat(20))
    .map(([deposited, earned, pick, mode]) => {
      const total = deposited + earned
      const amount = mode === 0 || total <= 2n * E18 ? pick : 2n * E18 + (pick % (total - 2n * E18 + 1n))
      return [fromBaseUnits(amount, 18), fromBaseUnits(deposited, 18), fromBaseUnits(earned, 18)] as const
    })

  it('never pays more than the amount; fee and penalty are never negative; parts add up', () => {
    let quotes = 0
    fc.assert(
      fc.property(
        request,
        fc.constantFrom('instant', '15d'),
        fc.option(fc.integer({ min: -100, max: 100 })),
        ([value, deposited, earned], wait, cooldownHours) => {
          const result = quoteWithdrawal({
            amount: value,
            deposited,
            earned,
            wait,
            now,
            cooldownUntil: cooldownHours === null ? null : new Date(now.getTime() + cooldownHours * HOUR),
          })
          if (!result.ok) return
          quotes++
          expect(compare(result.receive, value)).toBeLessThanOrEqual(0)
          expect(compare(result.receive, '0')).toBeGreaterThanOrEqual(0)
          expect(compare(result.fee, '0')).toBeGreaterThanOrEqual(0)
          expect(compare(result.penalty, '0')).toBeGreaterThanOrEqual(0)
          expect(compare(add(result.fromDeposited, result.fromEarned), value)).toBe(0)
          expect(compare(add(add(result.receive, result.penalty), result.fee), value)).toBe(0)
          expect(compare(result.fromDeposited, deposited)).toBeLessThanOrEqual(0)
          expect(compare(result.fromEarned, earned)).toBeLessThanOrEqual(0)
          if (wait === 'instant') {
            expect(compare(result.fromEarned, mul(earned, EARNED_CAP_RATE))).toBeLessThanOrEqual(0)
            expect(
              compare(sub(result.penalty, mul(result.fromEarned, EARLY_PENALTY_RATE)), '1e-18'),
            ).toBeLessThan(0)
          } else {
            expect(result.penalty).toBe('0')
          }
          expect(result.processAt.getTime()).toBeGreaterThan(now.getTime())
          expect(result.cancelableUntil.getTime()).toBe(result.processAt.getTime() - HOUR)
        },
      ),
      { numRuns: 500 },
    )
    expect(quotes).toBeGreaterThan(100)
  })
})

describe('canCancelWithdrawal', () => {
  const processAt = new Date('2024-01-01T08:00:00Z')
  it('allows cancelling until one hour before processing, inclusive', () => {
    expect(canCancelWithdrawal(processAt, new Date('2024-01-01T06:00:00Z'))).toBe(true)
    expect(canCancelWithdrawal(processAt, new Date('2024-01-01T07:00:00Z'))).toBe(true)
    expect(canCancelWithdrawal(processAt, new Date('2024-01-01T07:00:00.001Z'))).toBe(false)
    expect(canCancelWithdrawal(processAt, processAt)).toBe(false)
  })
})

describe('validateDeposit', () => {
  it.each([
    ['5', null],
    ['2', null],
    ['2.000000000000000001', null],
    ['1.99', 'BELOW_MINIMUM'],
    ['0', 'INVALID_AMOUNT'],
    ['abc', 'INVALID_AMOUNT'],
    ['-3', 'INVALID_AMOUNT'],
    ['', 'INVALID_AMOUNT'],
    ['3.0000000000000000001', 'INVALID_AMOUNT'],
  ])('%s gives %s', (amount, expected) => {
    expect(validateDeposit(amount)).toBe(expected)
  })
})

describe('helpers', () => {
  it('isTokenAmount accepts non-negative decimals with at most 18 places', () => {
    expect(isTokenAmount('0')).toBe(true)
    expect(isTokenAmount('1.123456789012345678')).toBe(true)
    expect(isTokenAmount('1.1234567890123456789')).toBe(false)
    expect(isTokenAmount('-1')).toBe(false)
  })

  it('nextBatchTime is the next 4-hour UTC boundary', () => {
    expect(nextBatchTime(new Date('2024-01-01T04:00:00Z'))).toEqual(new Date('2024-01-01T08:00:00Z'))
    expect(nextBatchTime(new Date('2024-01-01T03:59:59.999Z'))).toEqual(new Date('2024-01-01T04:00:00Z'))
  })
})
