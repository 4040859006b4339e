import { loadFixture, mine } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import type { Wallet } from 'ethers'
import { ethers } from 'hardhat'
import { expectOnlyRole, ROLES } from '../helpers'
import {
  deployBridges,
  domainOf,
  FEE,
  OUTSIDER,
  QUORUM,
  SIGNERS,
  SOURCE_CHAIN_ID,
  settlementDigest,
  signRequest,
  signSettlement,
  truncate,
} from './fixtures'

const PENDING = 1n
const PROCESSING = 2n
const COMPLETED = 3n
const FAILED = 4n
const REFUNDED = 5n
const TX = ethers.id('destination transaction')

describe('CardBridge (BSC side)', () => {
  async function settle(
    f: Awaited<ReturnType<typeof deployBridges>>,
    nonce: bigint,
    minted: boolean,
    tx = TX,
  ) {
    const signatures = await signSettlement(await domainOf(f.bridge), QUORUM, {
      nonce,
      minted,
      destTxHash: tx,
    })
    return minted
      ? f.bridge.connect(f.relayer).markCompleted(nonce, tx, signatures)
      : f.bridge.connect(f.relayer).refund(nonce, tx, signatures)
  }

  describe('deployment', () => {
    it('constructor: stores the card, fee, destination, signers and roles', async () => {
      const f = await loadFixture(deployBridges)
      expect(await f.bridge.card()).to.equal(await f.bscCard.getAddress())
      expect(await f.bridge.changeFee()).to.equal(FEE)
      expect(await f.bridge.toChainId()).to.equal(SOURCE_CHAIN_ID + 1n)
      expect(await f.bridge.receiveAddress()).to.equal(await f.minter.getAddress())
      expect(await f.bridge.getSigners()).to.deep.equal(SIGNERS.map((s) => s.address))
      expect(await f.bridge.threshold()).to.equal(2n)
      expect(await f.bridge.isSigner(SIGNERS[2]!.address)).to.equal(true)
      expect(await f.bridge.isSigner(OUTSIDER.address)).to.equal(false)
      expect(await f.bridge.MAX_CARDS()).to.equal(10n)
      for (const role of [ROLES.DEFAULT_ADMIN, ROLES.ADMIN, ROLES.PAUSER])
        expect(await f.bridge.hasRole(role, f.admin.address)).to.equal(true)
      expect(await f.bridge.domainSeparator()).to.equal(
        ethers.TypedDataEncoder.hashDomain({
          name: 'Finaverse Card Bridge',
          version: '1',
          chainId: SOURCE_CHAIN_ID,
          verifyingContract: await f.bridge.getAddress(),
        }),
      )
    })

    it('constructor: rejects a zero admin or card, a bad signer set and a fee too high', async () => {
      const f = await loadFixture(deployBridges)
      const card = await f.bscCard.getAddress()
      const signers = SIGNERS.map((s) => s.address)
      const deploy = (args: unknown[]) => ethers.deployContract('CardBridge', args)
      await expect(
        deploy([ethers.ZeroAddress, card, FEE, 2, f.admin.address, signers, 1]),
      ).to.be.revertedWithCustomError(f.bridge, 'AddressIsNull')
      await expect(
        deploy([f.admin.address, ethers.ZeroAddress, FEE, 2, f.admin.address, signers, 1]),
      ).to.be.revertedWithCustomError(f.bridge, 'AddressIsNull')
      const bad: [string[], number][] = [
        [[], 1],
        [signers, 0],
        [signers, 4],
        [[signers[1]!, signers[0]!], 1],
        [[signers[0]!, signers[0]!], 1],
        [[ethers.ZeroAddress, signers[0]!], 1],
      ]
      for (const [set, threshold] of bad) {
        await expect(
          deploy([f.admin.address, card, FEE, 2, f.admin.address, set, threshold]),
        ).to.be.revertedWithCustomError(f.bridge, 'InvalidSignerSet')
      }
      const tooHigh = (2n ** 96n - 1n) / 10n + 1n
      await expect(
        deploy([f.admin.address, card, tooHigh, 2, f.admin.address, signers, 1]),
      ).to.be.revertedWithCustomError(f.bridge, 'FeeTooHigh')
    })
  })

  describe('exchange', () => {
    it('exchange: takes one card into escrow for the fee, marks it changed and emits what the relayer needs', async () => {
      const f = await loadFixture(deployBridges)
      await expect(f.bridge.connect(f.alice).exchange([5], { value: FEE }))
        .to.emit(f.bridge, 'ExchangeRequested')
        .withArgs(
          1n,
          f.alice.address,
          f.alice.address,
          [5n],
          [51n],
          [5n],
          FEE,
          SOURCE_CHAIN_ID,
          SOURCE_CHAIN_ID + 1n,
        )
      expect(await f.bscCard.ownerOf(5)).to.equal(await f.bridge.getAddress())
      expect(await f.bridge.isChanged(5)).to.equal(true)
      expect(await f.bridge.isChanged(4)).to.equal(false)
      expect(await f.bridge.requestCount()).to.equal(1n)
      expect(await f.bridge.pendingFees()).to.equal(FEE)
      expect(await ethers.provider.getBalance(await f.bridge.getAddress())).to.equal(FEE)
      const [record] = await f.bridge.userHistory(f.alice.address)
      const block = await ethers.provider.getBlock('latest')
      expect(record!.nonce).to.equal(1n)
      expect(record!.user).to.equal(f.alice.address)
      expect(record!.receiver).to.equal(f.alice.address)
      expect(record!.tokenIds).to.deep.equal([5n])
      expect(record!.fee).to.equal(FEE)
      expect(record!.timestamp).to.equal(BigInt(block!.timestamp))
      expect(record!.blockNumber).to.equal(BigInt(block!.number))
      expect(record!.status).to.equal(PENDING)
      expect(record!.destTxHash).to.equal(ethers.ZeroHash)
      expect(await f.bridge.userNonces(f.alice.address)).to.deep.equal([1n])
      expect((await f.bridge.getRequest(1)).tokenIds).to.deep.equal([5n])
      expect(await f.bridge.userHistory(f.bob.address)).to.deep.equal([])
    })

    it('exchange: takes up to 10 cards, with heroes and rarities in order, and numbers requests', async () => {
      const f = await loadFixture(deployBridges)
      const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      await expect(f.bridge.connect(f.alice).exchange(ids, { value: FEE * 10n }))
        .to.emit(f.bridge, 'ExchangeRequested')
        .withArgs(
          1n,
          f.alice.address,
          f.alice.address,
          ids,
          [11, 21, 31, 31, 51, 12, 12, 12, 12, 12],
          [1, 2, 3, 3, 5, 1, 1, 1, 1, 1],
          FEE * 10n,
          SOURCE_CHAIN_ID,
          SOURCE_CHAIN_ID + 1n,
        )
      await f.bridge.connect(f.bob).exchange([13, 14], { value: FEE * 2n })
      expect(await f.bridge.requestCount()).to.equal(2n)
      expect((await f.bridge.getRequest(2)).user).to.equal(f.bob.address)
      for (const id of ids) expect(await f.bridge.isChanged(id)).to.equal(true)
    })

    it('exchange: reverts with ArrayIsNull for no card and ArrayLengthError for more than 10', async () => {
      const f = await loadFixture(deployBridges)
      await expect(f.bridge.connect(f.alice).exchange([], { value: 0 })).to.be.revertedWithCustomError(
        f.bridge,
        'ArrayIsNull',
      )
      const eleven = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      await expect(
        f.bridge.connect(f.alice).exchange(eleven, { value: FEE * 11n }),
      ).to.be.revertedWithCustomError(f.bridge, 'ArrayLengthError')
    })

    it('exchange: reverts with NotEnoughMessageFee below and WrongAmount above the fee', async () => {
      const f = await loadFixture(deployBridges)
      await expect(f.bridge.connect(f.alice).exchange([1, 2], { value: FEE * 2n - 1n }))
        .to.be.revertedWithCustomError(f.bridge, 'NotEnoughMessageFee')
        .withArgs(FEE * 2n, FEE * 2n - 1n)
      await expect(f.bridge.connect(f.alice).exchange([1, 2], { value: 0 }))
        .to.be.revertedWithCustomError(f.bridge, 'NotEnoughMessageFee')
        .withArgs(FEE * 2n, 0)
      await expect(f.bridge.connect(f.alice).exchange([1, 2], { value: FEE * 2n + 1n }))
        .to.be.revertedWithCustomError(f.bridge, 'WrongAmount')
        .withArgs(FEE * 2n, FEE * 2n + 1n)
    })

    it('exchange: a zero fee takes no value', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.setChangeFee(0)
      await expect(f.bridge.connect(f.alice).exchange([1], { value: 1 })).to.be.revertedWithCustomError(
        f.bridge,
        'WrongAmount',
      )
      await f.bridge.connect(f.alice).exchange([1])
      expect((await f.bridge.getRequest(1)).fee).to.equal(0n)
    })

    it('exchange: estimateGas works with the fee as value and fails without it', async () => {
      const f = await loadFixture(deployBridges)
      const gas = await f.bridge.connect(f.alice).exchange.estimateGas([1, 2, 3], { value: FEE * 3n })
      expect(gas).to.be.greaterThan(100_000n)
      await expect(f.bridge.connect(f.alice).exchange.estimateGas([1, 2, 3])).to.be.revertedWithCustomError(
        f.bridge,
        'NotEnoughMessageFee',
      )
    })

    it('exchange: reverts for a card the caller does not own, did not approve, or lists twice', async () => {
      const f = await loadFixture(deployBridges)
      await expect(f.bridge.connect(f.alice).exchange([13], { value: FEE })).to.be.revertedWithCustomError(
        f.bscCard,
        'TransferFromIncorrectOwner',
      )
      await expect(
        f.bridge.connect(f.alice).exchange([1, 1], { value: FEE * 2n }),
      ).to.be.revertedWithCustomError(f.bscCard, 'TransferFromIncorrectOwner')
      await f.bscCard.connect(f.alice).setApprovalForAll(await f.bridge.getAddress(), false)
      await expect(f.bridge.connect(f.alice).exchange([1], { value: FEE })).to.be.revertedWithCustomError(
        f.bscCard,
        'TransferCallerNotOwnerNorApproved',
      )
      await expect(f.bridge.connect(f.alice).exchange([999], { value: FEE })).to.be.reverted
      await expect(f.bridge.connect(f.alice).exchange([2n ** 64n], { value: FEE }))
        .to.be.revertedWithCustomError(f.bridge, 'TokenIdTooLarge')
        .withArgs(2n ** 64n)
    })

    it('exchange: a card already in escrow cannot be sent again', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
      await expect(f.bridge.connect(f.alice).exchange([1], { value: FEE })).to.be.revertedWithCustomError(
        f.bscCard,
        'TransferFromIncorrectOwner',
      )
    })

    it('exchange: reverts when the contract is paused, works again after unpause', async () => {
      const f = await loadFixture(deployBridges)
      await expectOnlyRole(f.bridge, ROLES.PAUSER, [f.relayer, f.alice], (s) => f.bridge.connect(s).pause())
      await f.bridge.pause()
      await expect(f.bridge.connect(f.alice).exchange([1], { value: FEE })).to.be.revertedWithCustomError(
        f.bridge,
        'EnforcedPause',
      )
      await expect(
        f.bridge.connect(f.alice).exchangeTo([1], f.bob.address, { value: FEE }),
      ).to.be.revertedWithCustomError(f.bridge, 'EnforcedPause')
      await expectOnlyRole(f.bridge, ROLES.PAUSER, [f.relayer, f.alice], (s) => f.bridge.connect(s).unpause())
      await f.bridge.unpause()
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
    })

    it('exchange: reverts with ChainUnavailable when no destination is set', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.setDestination(0, await f.minter.getAddress())
      await expect(f.bridge.connect(f.alice).exchange([1], { value: FEE }))
        .to.be.revertedWithCustomError(f.bridge, 'ChainUnavailable')
        .withArgs(0)
      // The destination contract is informational: a chain id is enough.
      await f.bridge.setDestination(80002, ethers.ZeroAddress)
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
    })

    it('exchangeTo: sends to another receiver; a zero receiver is refused', async () => {
      const f = await loadFixture(deployBridges)
      await expect(
        f.bridge.connect(f.alice).exchangeTo([1], ethers.ZeroAddress, { value: FEE }),
      ).to.be.revertedWithCustomError(f.bridge, 'AddressIsNull')
      await expect(f.bridge.connect(f.alice).exchangeTo([1], f.carol.address, { value: FEE }))
        .to.emit(f.bridge, 'ExchangeRequested')
        .withArgs(
          1n,
          f.alice.address,
          f.carol.address,
          [1n],
          [11n],
          [1n],
          FEE,
          SOURCE_CHAIN_ID,
          SOURCE_CHAIN_ID + 1n,
        )
      expect((await f.bridge.getRequest(1)).receiver).to.equal(f.carol.address)
      expect(await f.bridge.userHistory(f.carol.address)).to.deep.equal([])
    })
  })

  describe('relayer', () => {
    async function withRequest() {
      const f = await deployBridges()
      await f.bridge.connect(f.alice).exchange([3, 4], { value: FEE * 2n })
      return f
    }

    it('markProcessing: OPERATOR_ROLE moves Pending to Processing once', async () => {
      const f = await loadFixture(withRequest)
      await expectOnlyRole(f.bridge, ROLES.OPERATOR, [f.admin, f.alice], (s) =>
        f.bridge.connect(s).markProcessing(1),
      )
      await expect(f.bridge.connect(f.relayer).markProcessing(1))
        .to.emit(f.bridge, 'RequestProcessing')
        .withArgs(1n)
      expect((await f.bridge.getRequest(1)).status).to.equal(PROCESSING)
      await expect(f.bridge.connect(f.relayer).markProcessing(1))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(1n, PROCESSING)
      await expect(f.bridge.connect(f.relayer).markProcessing(2))
        .to.be.revertedWithCustomError(f.bridge, 'UnknownRequest')
        .withArgs(2n)
      await expect(f.bridge.getRequest(0)).to.be.revertedWithCustomError(f.bridge, 'UnknownRequest')
    })

    it('fail: OPERATOR_ROLE fails a Pending or Processing request, not a settled one', async () => {
      const f = await loadFixture(withRequest)
      await f.bridge.connect(f.bob).exchange([13], { value: FEE })
      await expectOnlyRole(f.bridge, ROLES.OPERATOR, [f.admin, f.alice], (s) => f.bridge.connect(s).fail(1))
      await expect(f.bridge.connect(f.relayer).fail(1)).to.emit(f.bridge, 'RequestFailed').withArgs(1n)
      expect((await f.bridge.getRequest(1)).status).to.equal(FAILED)
      await f.bridge.connect(f.relayer).markProcessing(2)
      await f.bridge.connect(f.relayer).fail(2)
      await expect(f.bridge.connect(f.relayer).fail(2))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(2n, FAILED)
      await expect(f.bridge.connect(f.relayer).fail(3)).to.be.revertedWithCustomError(
        f.bridge,
        'UnknownRequest',
      )
    })

    it('markCompleted: settles with a quorum attestation; the fee is earned and the cards stay in escrow', async () => {
      const f = await loadFixture(withRequest)
      const signatures = await signSettlement(await domainOf(f.bridge), QUORUM, {
        nonce: 1,
        minted: true,
        destTxHash: TX,
      })
      await expectOnlyRole(f.bridge, ROLES.OPERATOR, [f.admin, f.alice], (s) =>
        f.bridge.connect(s).markCompleted(1, TX, signatures),
      )
      await f.bridge.connect(f.relayer).markProcessing(1)
      await expect(f.bridge.connect(f.relayer).markCompleted(1, TX, signatures))
        .to.emit(f.bridge, 'RequestCompleted')
        .withArgs(1n, TX)
      const record = await f.bridge.getRequest(1)
      expect(record.status).to.equal(COMPLETED)
      expect(record.destTxHash).to.equal(TX)
      expect(await f.bridge.pendingFees()).to.equal(0n)
      expect(await f.bscCard.ownerOf(3)).to.equal(await f.bridge.getAddress())
      expect(await f.bridge.isChanged(3)).to.equal(true)
      // Replayed: the request is settled.
      await expect(f.bridge.connect(f.relayer).markCompleted(1, TX, signatures))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(1n, COMPLETED)
      await expect(f.bridge.connect(f.relayer).refund(1, TX, signatures))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(1n, COMPLETED)
    })

    it('markCompleted: accepted from Pending and from Failed (the mint landed after all)', async () => {
      const f = await loadFixture(withRequest)
      await f.bridge.connect(f.bob).exchange([13], { value: FEE })
      await settle(f, 1n, true)
      await f.bridge.connect(f.relayer).fail(2)
      await settle(f, 2n, true)
      expect((await f.bridge.getRequest(2)).status).to.equal(COMPLETED)
      await expect(settle(f, 3n, true)).to.be.revertedWithCustomError(f.bridge, 'UnknownRequest')
    })

    it('attestations: forged, under-threshold, duplicate, unsorted, wrong-chain, wrong-contract and wrong-message ones are rejected', async () => {
      const f = await loadFixture(withRequest)
      const domain = await domainOf(f.bridge)
      const message = { nonce: 1, minted: true, destTxHash: TX }
      const complete = (signatures: string[]) => f.bridge.connect(f.relayer).markCompleted(1, TX, signatures)
      const [s0, s1, s2] = SIGNERS as [Wallet, Wallet, Wallet]
      // Forged: an outsider's signature.
      await expect(complete(await signSettlement(domain, [s0, OUTSIDER], message)))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidSigner')
        .withArgs(OUTSIDER.address)
      // Under the threshold.
      await expect(complete(await signSettlement(domain, [s1], message)))
        .to.be.revertedWithCustomError(f.bridge, 'BelowThreshold')
        .withArgs(1, 2)
      await expect(complete([])).to.be.revertedWithCustomError(f.bridge, 'BelowThreshold').withArgs(0, 2)
      // One signer twice.
      await expect(complete(await signSettlement(domain, [s0, s0], message)))
        .to.be.revertedWithCustomError(f.bridge, 'SignersNotSorted')
        .withArgs(s0.address)
      // Descending order.
      await expect(complete(await signSettlement(domain, [s2, s0], message)))
        .to.be.revertedWithCustomError(f.bridge, 'SignersNotSorted')
        .withArgs(s0.address)
      // Signed for another chain: recovers some other address.
      await expect(
        complete(await signSettlement({ ...domain, chainId: 56 }, QUORUM, message)),
      ).to.be.revertedWithCustomError(f.bridge, 'InvalidSigner')
      // Signed for another contract.
      await expect(
        complete(
          await signSettlement(
            { ...domain, verifyingContract: await f.minter.getAddress() },
            QUORUM,
            message,
          ),
        ),
      ).to.be.revertedWithCustomError(f.bridge, 'InvalidSigner')
      // Signed for another nonce, another transaction or the other outcome.
      for (const other of [
        { ...message, nonce: 2 },
        { ...message, destTxHash: ethers.ZeroHash },
        { ...message, minted: false },
      ]) {
        await expect(complete(await signSettlement(domain, QUORUM, other))).to.be.revertedWithCustomError(
          f.bridge,
          'InvalidSigner',
        )
      }
      // Malformed.
      const good = await signSettlement(domain, QUORUM, message)
      await expect(complete([truncate(good[0]!), good[1]!])).to.be.revertedWithCustomError(
        f.bridge,
        'ECDSAInvalidSignatureLength',
      )
      // All three signers (more than the threshold) are fine.
      expect(ethers.recoverAddress(settlementDigest(domain, message), good[0]!)).to.equal(s0.address)
      await complete(await signSettlement(domain, SIGNERS, message))
      expect((await f.bridge.getRequest(1)).status).to.equal(COMPLETED)
    })

    it('refund: a Failed request cancelled on the destination gives cards and fee back; they can be bridged again', async () => {
      const f = await loadFixture(withRequest)
      await expect(settle(f, 1n, false))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(1n, PENDING)
      await f.bridge.connect(f.relayer).fail(1)
      const signatures = await signSettlement(await domainOf(f.bridge), QUORUM, {
        nonce: 1,
        minted: false,
        destTxHash: TX,
      })
      await expectOnlyRole(f.bridge, ROLES.OPERATOR, [f.admin, f.alice], (s) =>
        f.bridge.connect(s).refund(1, TX, signatures),
      )
      // A "minted" attestation does not refund.
      const minted = await signSettlement(await domainOf(f.bridge), QUORUM, {
        nonce: 1,
        minted: true,
        destTxHash: TX,
      })
      await expect(f.bridge.connect(f.relayer).refund(1, TX, minted)).to.be.revertedWithCustomError(
        f.bridge,
        'InvalidSigner',
      )
      const tx = f.bridge.connect(f.relayer).refund(1, TX, signatures)
      await expect(tx)
        .to.emit(f.bridge, 'RequestRefunded')
        .withArgs(1n, f.alice.address, [3n, 4n], FEE * 2n, TX)
      await expect(tx).to.changeEtherBalances([f.alice, f.bridge], [FEE * 2n, -FEE * 2n])
      expect(await f.bscCard.ownerOf(3)).to.equal(f.alice.address)
      expect(await f.bscCard.ownerOf(4)).to.equal(f.alice.address)
      expect(await f.bridge.isChanged(3)).to.equal(false)
      expect(await f.bridge.pendingFees()).to.equal(0n)
      const record = await f.bridge.getRequest(1)
      expect(record.status).to.equal(REFUNDED)
      expect(record.destTxHash).to.equal(TX)
      await expect(f.bridge.connect(f.relayer).refund(1, TX, signatures))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(1n, REFUNDED)
      await expect(f.bridge.connect(f.relayer).markCompleted(1, TX, minted))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidStatus')
        .withArgs(1n, REFUNDED)
      await f.bridge.connect(f.alice).exchange([3], { value: FEE })
      expect(await f.bridge.isChanged(3)).to.equal(true)
    })

    it('refund: a zero-fee request returns only the cards', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.setChangeFee(0)
      await f.bridge.connect(f.alice).exchange([1])
      await f.bridge.connect(f.relayer).fail(1)
      await expect(settle(f, 1n, false)).to.changeEtherBalance(f.alice, 0)
      expect(await f.bscCard.ownerOf(1)).to.equal(f.alice.address)
    })

    it('refund: a user refusing native coin gets its cards, and its fee waits in owedRefunds', async () => {
      const f = await loadFixture(deployBridges)
      const wallet = await ethers.deployContract('BridgeWallet')
      const walletAddress = await wallet.getAddress()
      await f.bscCard.connect(f.alice).transferFrom(f.alice.address, walletAddress, 6)
      await wallet.bridge(await f.bscCard.getAddress(), await f.bridge.getAddress(), [6], { value: FEE })
      await f.bridge.connect(f.relayer).fail(1)
      await expect(settle(f, 1n, false))
        .to.emit(f.bridge, 'RefundOwed')
        .withArgs(walletAddress, FEE)
      expect(await f.bscCard.ownerOf(6)).to.equal(walletAddress)
      expect(await f.bridge.owedRefunds(walletAddress)).to.equal(FEE)
      expect(await f.bridge.totalOwedRefunds()).to.equal(FEE)
      // Owed refunds are not fees.
      await expect(f.bridge.withdrawFees(f.admin.address)).to.be.revertedWithCustomError(
        f.bridge,
        'NothingToWithdraw',
      )
      // Claiming to itself still fails; to another address it works.
      await expect(wallet.claim(await f.bridge.getAddress(), walletAddress)).to.be.revertedWithCustomError(
        f.bridge,
        'PaymentFailed',
      )
      await expect(
        wallet.claim(await f.bridge.getAddress(), ethers.ZeroAddress),
      ).to.be.revertedWithCustomError(f.bridge, 'AddressIsNull')
      const claim = wallet.claim(await f.bridge.getAddress(), f.carol.address)
      await expect(claim).to.emit(f.bridge, 'RefundClaimed').withArgs(walletAddress, f.carol.address, FEE)
      await expect(claim).to.changeEtherBalance(f.carol, FEE)
      expect(await f.bridge.totalOwedRefunds()).to.equal(0n)
      await expect(wallet.claim(await f.bridge.getAddress(), f.carol.address)).to.be.revertedWithCustomError(
        f.bridge,
        'NothingToWithdraw',
      )
      await wallet.setRefuseNative(false)
    })

    it('refund: a user burning all the gas it is given cannot make the refund fail', async () => {
      const f = await loadFixture(deployBridges)
      const wallet = await ethers.deployContract('BridgeWallet')
      const walletAddress = await wallet.getAddress()
      await f.bscCard.connect(f.alice).transferFrom(f.alice.address, walletAddress, 7)
      await wallet.bridge(await f.bscCard.getAddress(), await f.bridge.getAddress(), [7], { value: FEE })
      await wallet.setBurnGas(true)
      await f.bridge.connect(f.relayer).fail(1)
      const signatures = await signSettlement(await domainOf(f.bridge), QUORUM, {
        nonce: 1,
        minted: false,
        destTxHash: TX,
      })
      expect(await f.bridge.REFUND_GAS()).to.equal(50_000n)
      await expect(f.bridge.connect(f.relayer).refund(1, TX, signatures, { gasLimit: 400_000 }))
        .to.emit(f.bridge, 'RefundOwed')
        .withArgs(walletAddress, FEE)
      expect(await f.bscCard.ownerOf(7)).to.equal(walletAddress)
    })
  })

  describe('admin', () => {
    it('setChangeFee: ADMIN_ROLE only, bounded, and requests keep the fee they paid', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
      await expectOnlyRole(f.bridge, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
        f.bridge.connect(s).setChangeFee(1),
      )
      await expect(f.bridge.setChangeFee(FEE * 3n))
        .to.emit(f.bridge, 'ChangeFeeSet')
        .withArgs(FEE * 3n)
      await expect(f.bridge.setChangeFee((2n ** 96n - 1n) / 10n + 1n)).to.be.revertedWithCustomError(
        f.bridge,
        'FeeTooHigh',
      )
      expect((await f.bridge.getRequest(1)).fee).to.equal(FEE)
      await f.bridge.connect(f.alice).exchange([2], { value: FEE * 3n })
      expect((await f.bridge.getRequest(2)).fee).to.equal(FEE * 3n)
    })

    it('setDestination and setTiming: ADMIN_ROLE only, with events', async () => {
      const f = await loadFixture(deployBridges)
      await expectOnlyRole(f.bridge, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
        f.bridge.connect(s).setDestination(137, f.alice.address),
      )
      await expect(f.bridge.setDestination(137, f.carol.address))
        .to.emit(f.bridge, 'DestinationSet')
        .withArgs(137, f.carol.address)
      expect(await f.bridge.toChainId()).to.equal(137n)
      expect(await f.bridge.receiveAddress()).to.equal(f.carol.address)
      await expectOnlyRole(f.bridge, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
        f.bridge.connect(s).setTiming(1, 2, 3),
      )
      await expect(f.bridge.setTiming(12, 3, 60))
        .to.emit(f.bridge, 'TimingSet')
        .withArgs(12, 3, 60)
      expect(await f.bridge.confirmationsRequired()).to.equal(12n)
      expect(await f.bridge.blockTime()).to.equal(3n)
      expect(await f.bridge.relayTime()).to.equal(60n)
    })

    it('setSigners: DEFAULT_ADMIN_ROLE replaces the set; old signers no longer count', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
      await f.bridge.grantRole(ROLES.ADMIN, f.carol.address)
      const only = [SIGNERS[2]!.address]
      await expectOnlyRole(f.bridge, ROLES.DEFAULT_ADMIN, [f.relayer, f.carol], (s) =>
        f.bridge.connect(s).setSigners(only, 1),
      )
      await expect(f.bridge.setSigners(only, 1)).to.emit(f.bridge, 'SignersSet').withArgs(only, 1)
      expect(await f.bridge.isSigner(SIGNERS[0]!.address)).to.equal(false)
      expect(await f.bridge.getSigners()).to.deep.equal(only)
      await expect(settle(f, 1n, true)).to.be.revertedWithCustomError(f.bridge, 'InvalidSigner')
      const signatures = await signSettlement(await domainOf(f.bridge), [SIGNERS[2]!], {
        nonce: 1,
        minted: true,
        destTxHash: TX,
      })
      await f.bridge.connect(f.relayer).markCompleted(1, TX, signatures)
      await expect(f.bridge.setSigners([], 0)).to.be.revertedWithCustomError(f.bridge, 'InvalidSignerSet')
    })

    it('withdrawFees: pays earned fees only, never the fees of unsettled requests', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.connect(f.alice).exchange([1, 2], { value: FEE * 2n })
      await f.bridge.connect(f.bob).exchange([13], { value: FEE })
      await expect(f.bridge.withdrawFees(f.carol.address)).to.be.revertedWithCustomError(
        f.bridge,
        'NothingToWithdraw',
      )
      await settle(f, 1n, true)
      await expectOnlyRole(f.bridge, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
        f.bridge.connect(s).withdrawFees(s.address),
      )
      await expect(f.bridge.withdrawFees(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        f.bridge,
        'AddressIsNull',
      )
      const wallet = await ethers.deployContract('BridgeWallet')
      await expect(f.bridge.withdrawFees(await wallet.getAddress())).to.be.revertedWithCustomError(
        f.bridge,
        'PaymentFailed',
      )
      const tx = f.bridge.withdrawFees(f.carol.address)
      await expect(tx)
        .to.emit(f.bridge, 'FeesWithdrawn')
        .withArgs(f.carol.address, FEE * 2n)
      await expect(tx).to.changeEtherBalance(f.carol, FEE * 2n)
      expect(await ethers.provider.getBalance(await f.bridge.getAddress())).to.equal(FEE)
      await f.bridge.connect(f.relayer).fail(2)
      await settle(f, 2n, false)
      expect(await ethers.provider.getBalance(await f.bridge.getAddress())).to.equal(0n)
    })

    it('recoverERC721: stray cards and other NFTs come out, escrowed cards never do', async () => {
      const f = await loadFixture(deployBridges)
      const bridgeAddress = await f.bridge.getAddress()
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
      await f.bscCard.connect(f.alice).transferFrom(f.alice.address, bridgeAddress, 2)
      await expectOnlyRole(f.bridge, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
        f.bridge.connect(s).recoverERC721(f.bscCard.getAddress(), 2, s.address),
      )
      await expect(f.bridge.recoverERC721(f.bscCard.getAddress(), 1, f.admin.address))
        .to.be.revertedWithCustomError(f.bridge, 'NotRecoverable')
        .withArgs(await f.bscCard.getAddress(), 1)
      await expect(f.bridge.recoverERC721(f.bscCard.getAddress(), 2, f.alice.address))
        .to.emit(f.bridge, 'ERC721Recovered')
        .withArgs(await f.bscCard.getAddress(), 2, f.alice.address)
      expect(await f.bscCard.ownerOf(2)).to.equal(f.alice.address)
      const other = await ethers.deployContract('MockERC721')
      await other.mint(bridgeAddress, 1)
      await f.bridge.recoverERC721(other.getAddress(), 1, f.bob.address)
      expect(await other.ownerOf(1)).to.equal(f.bob.address)
    })

    it('recoverERC20: stray tokens come out (ADMIN_ROLE)', async () => {
      const f = await loadFixture(deployBridges)
      const token = await ethers.deployContract('MockERC20', ['Stray', 'STR'])
      await token.mint(await f.bridge.getAddress(), 1000)
      await expectOnlyRole(f.bridge, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
        f.bridge.connect(s).recoverERC20(token.getAddress(), s.address, 1000),
      )
      await f.bridge.recoverERC20(token.getAddress(), f.bob.address, 1000)
      expect(await token.balanceOf(f.bob.address)).to.equal(1000n)
    })
  })

  describe('waiting time and progress', () => {
    it('estimatedWaitingTime: confirmationsRequired * blockTime + relayTime', async () => {
      const f = await loadFixture(deployBridges)
      expect(await f.bridge.estimatedWaitingTime()).to.equal(15n * 3n + 120n)
      await f.bridge.setTiming(0, 2, 30)
      expect(await f.bridge.estimatedWaitingTime()).to.equal(30n)
    })

    it('progress: confirmations drive Pending to 50%; Processing and Failed 75%; settled 100%', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.connect(f.alice).exchange([1], { value: FEE })
      expect(await f.bridge.progress(1)).to.deep.equal([0n, 0n, 15n, 15n * 3n + 120n])
      await mine(6)
      expect(await f.bridge.progress(1)).to.deep.equal([20n, 6n, 15n, 9n * 3n + 120n])
      await mine(20)
      expect(await f.bridge.progress(1)).to.deep.equal([50n, 15n, 15n, 120n])
      await f.bridge.connect(f.relayer).markProcessing(1)
      expect(await f.bridge.progress(1)).to.deep.equal([75n, 15n, 15n, 120n])
      await f.bridge.connect(f.relayer).fail(1)
      expect((await f.bridge.progress(1))[0]).to.equal(75n)
      await settle(f, 1n, true)
      expect(await f.bridge.progress(1)).to.deep.equal([100n, 15n, 15n, 0n])
      await f.bridge.connect(f.alice).exchange([2], { value: FEE })
      await f.bridge.connect(f.relayer).fail(2)
      await settle(f, 2n, false)
      expect((await f.bridge.progress(2))[0]).to.equal(100n)
      await f.bridge.setTiming(0, 3, 10)
      await f.bridge.connect(f.alice).exchange([2], { value: FEE })
      expect(await f.bridge.progress(3)).to.deep.equal([50n, 0n, 0n, 10n])
      await expect(f.bridge.progress(4)).to.be.revertedWithCustomError(f.bridge, 'UnknownRequest')
    })
  })
})

describe('CardBridge and CardBridgeMinter: re-entrancy', () => {
  const GUARD = ethers.id('ReentrancyGuardReentrantCall()').slice(0, 10)

  async function withReenterer() {
    const f = await deployBridges()
    const attacker = await ethers.deployContract('BridgeReenterer')
    const at = await attacker.getAddress()
    for (const role of [ROLES.ADMIN, ROLES.OPERATOR]) await f.bridge.grantRole(role, at)
    return { ...f, attacker, at }
  }

  it('withdrawFees: the payee cannot re-enter withdrawFees, refund, claimRefund or exchange', async () => {
    const f = await loadFixture(withReenterer)
    await f.bridge.connect(f.alice).exchange([2], { value: FEE })
    await f.bridge.connect(f.relayer).fail(1)
    const refundSignatures = await signSettlement(await domainOf(f.bridge), QUORUM, {
      nonce: 1,
      minted: false,
      destTxHash: TX,
    })
    const bridgeAddress = await f.bridge.getAddress()
    const calls = [
      f.bridge.interface.encodeFunctionData('withdrawFees', [f.at]),
      f.bridge.interface.encodeFunctionData('refund', [1, TX, refundSignatures]),
      f.bridge.interface.encodeFunctionData('claimRefund', [f.at]),
      f.bridge.interface.encodeFunctionData('exchange', [[3]]),
    ]
    for (const [i, data] of calls.entries()) {
      // An earned fee to withdraw: one of Bob's cards, bridged and completed.
      await f.bridge.connect(f.bob).exchange([13 + i], { value: FEE })
      const nonce = await f.bridge.requestCount()
      await settle(f, nonce, true)
      await f.attacker.arm(bridgeAddress, data)
      const withdraw = f.attacker.execute(
        bridgeAddress,
        f.bridge.interface.encodeFunctionData('withdrawFees', [f.at]),
      )
      // The re-entered call fails; the attacker swallows that, so the withdrawal itself goes through.
      await expect(withdraw).to.changeEtherBalance(f.attacker, FEE)
      expect(await f.attacker.attempted()).to.equal(true)
      expect((await f.attacker.revertData()).slice(0, 10)).to.equal(GUARD)
    }
    expect((await f.bridge.getRequest(1)).status).to.equal(FAILED)
  })

  it('recoverERC20 and recoverERC721: a malicious token re-entering a recovery cannot take escrowed cards', async () => {
    const f = await loadFixture(withReenterer)
    const bridgeAddress = await f.bridge.getAddress()
    await f.bridge.connect(f.alice).exchange([1], { value: FEE })
    const steal = f.bridge.interface.encodeFunctionData('recoverERC721', [
      await f.bscCard.getAddress(),
      1,
      f.at,
    ])
    const notRecoverable = f.bridge.interface.getError('NotRecoverable')!.selector
    for (const data of [
      f.bridge.interface.encodeFunctionData('recoverERC20', [f.at, f.at, 1]),
      f.bridge.interface.encodeFunctionData('recoverERC721', [f.at, 1, f.at]),
    ]) {
      await f.attacker.arm(bridgeAddress, steal)
      await f.attacker.execute(bridgeAddress, data)
      expect(await f.attacker.attempted()).to.equal(true)
      expect((await f.attacker.revertData()).slice(0, 10)).to.equal(notRecoverable)
    }
    expect(await f.bscCard.ownerOf(1)).to.equal(bridgeAddress)
  })

  it('claimRefund: the payee cannot re-enter claimRefund', async () => {
    const f = await loadFixture(withReenterer)
    const wallet = await ethers.deployContract('BridgeWallet')
    const walletAddress = await wallet.getAddress()
    await f.bscCard.connect(f.alice).transferFrom(f.alice.address, walletAddress, 6)
    await wallet.bridge(await f.bscCard.getAddress(), await f.bridge.getAddress(), [6], { value: FEE })
    await f.bridge.connect(f.relayer).fail(1)
    await settle(f, 1n, false)
    // The wallet's owed fee is claimed to the attacker, which tries to claim again.
    await f.attacker.arm(
      await f.bridge.getAddress(),
      f.bridge.interface.encodeFunctionData('claimRefund', [f.at]),
    )
    await wallet.claim(await f.bridge.getAddress(), f.at)
    expect((await f.attacker.revertData()).slice(0, 10)).to.equal(GUARD)
    expect(await ethers.provider.getBalance(f.at)).to.equal(FEE)
  })

  it('complete: a card contract calling back cannot re-enter the minter', async () => {
    const f = await loadFixture(withReenterer)
    const minter = await ethers.deployContract('CardBridgeMinter', [
      f.admin.address,
      f.at,
      SOURCE_CHAIN_ID,
      await f.bridge.getAddress(),
      100,
      [SIGNERS[0]!.address],
      1,
    ])
    await minter.grantRole(ROLES.OPERATOR, f.at)
    const request = {
      sourceChainId: SOURCE_CHAIN_ID,
      sourceBridge: await f.bridge.getAddress(),
      nonce: 1n,
      user: f.alice.address,
      receiver: f.alice.address,
      tokenIds: [1n],
      heroIds: [11n],
      rarities: [1n],
    }
    const signatures = await signRequest(await domainOf(minter), [SIGNERS[0]!], request)
    const again = minter.interface.encodeFunctionData('complete', [{ ...request, nonce: 2n }, signatures])
    await f.attacker.arm(await minter.getAddress(), again)
    await f.attacker.execute(
      await minter.getAddress(),
      minter.interface.encodeFunctionData('complete', [request, signatures]),
    )
    expect((await f.attacker.revertData()).slice(0, 10)).to.equal(GUARD)
    expect(await minter.getFunction('totalMinted')()).to.equal(1n)
  })

  async function settle(f: Awaited<ReturnType<typeof deployBridges>>, nonce: bigint, minted: boolean) {
    const signatures = await signSettlement(await domainOf(f.bridge), QUORUM, {
      nonce,
      minted,
      destTxHash: TX,
    })
    return minted
      ? f.bridge.connect(f.relayer).markCompleted(nonce, TX, signatures)
      : f.bridge.connect(f.relayer).refund(nonce, TX, signatures)
  }
})
