import type { GetRandomnessRequestReturnType } from '@finaverse/sdk/actions'

/**
 * Whether a randomness request can be cancelled now: Chainlink VRF has not answered it (still pending, or marked for
 * cancellation) and the chain's time (`now`, the latest block's timestamp) has reached its `cancelAfter`.
 * @example isTimedOut({ status: 'pending', cancelAfter: 100n, ... }, 100n) // true
 */
export function isTimedOut(
  request: Pick<GetRandomnessRequestReturnType, 'status' | 'cancelAfter'>,
  now: bigint,
): boolean {
  return request.status === 'pending' && now >= request.cancelAfter
}

/** Whole hours (rounded up) until `cancelAfter`, for "if VRF has not answered in N hours". */
export function hoursLeft(cancelAfter: bigint, now: bigint): number {
  return cancelAfter > now ? Math.ceil(Number(cancelAfter - now) / 3600) : 0
}
