import { describe, expect, it } from 'vitest'
import { createAccountRequestSchema, teamRequestSchema } from './schemas/account.js'
import { addressSchema } from './schemas/common.js'
import { getListRequestSchema } from './schemas/content.js'
import { nftTransferRequestSchema, withdrawalRequestSchema } from './schemas/game.js'

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('REST request schemas', () => {
  it('normalise e-mails and carry the domain codes as messages', () => {
    const base = {
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      code: '123456',
      message: 'm',
      signature: '0x12',
      pow: 'eyJ9',
    }
    expect(createAccountRequestSchema.parse({ ...base, email: ' Alice@Example.COM ' }).email).toBe(
      'alice@example.com',
    )
    expect(firstCode(createAccountRequestSchema.safeParse({ ...base, email: '' }))).toBe('EMAIL_REQUIRED')
    expect(firstCode(createAccountRequestSchema.safeParse({ ...base, email: 'x@' }))).toBe('INVALID_EMAIL')
    expect(firstCode(createAccountRequestSchema.safeParse({ ...base, email: 'a@b.co', code: '12' }))).toBe(
      'INVALID_CODE',
    )
    expect(
      firstCode(createAccountRequestSchema.safeParse({ ...base, email: 'a@b.co', confirmPassword: 'x' })),
    ).toBe('MISMATCH')
    expect(
      firstCode(
        createAccountRequestSchema.safeParse({
          ...base,
          email: 'a@b.co',
          password: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toBe('LENGTH')
  })

  it('apply the content defaults of the spec and refuse unknown sort fields', () => {
    expect(getListRequestSchema.parse({})).toEqual({
      gameId: 67,
      sort: 'is_recommend desc, createdate',
      order: 'desc',
      lang: 'en',
      page: 1,
      pageSize: 20,
    })
    expect(getListRequestSchema.safeParse({ sort: 'password' }).success).toBe(false)
  })

  it('parse form lists, addresses and amounts', () => {
    expect(teamRequestSchema.parse({ heroIds: '1,2,3,4' }).heroIds).toEqual([1, 2, 3, 4])
    expect(addressSchema.parse('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    )
    expect(firstCode(addressSchema.safeParse('0x123'))).toBe('INVALID_WALLET_ADDRESS')
    expect(firstCode(withdrawalRequestSchema.safeParse({ amount: '', idempotencyKey: 'abcdefgh' }))).toBe(
      'EMPTY',
    )
    expect(firstCode(withdrawalRequestSchema.safeParse({ amount: 'abc', idempotencyKey: 'abcdefgh' }))).toBe(
      'INVALID_AMOUNT',
    )
    expect(withdrawalRequestSchema.parse({ amount: ' 2.5 ', idempotencyKey: 'abcdefgh' })).toEqual({
      amount: '2.5',
      wait: 'instant',
      idempotencyKey: 'abcdefgh',
    })
    expect(firstCode(nftTransferRequestSchema.safeParse({ tokenIds: '', idempotencyKey: 'abcdefgh' }))).toBe(
      'NO_CARD_SELECTED',
    )
  })
})
