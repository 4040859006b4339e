// The live deployment path rehearsed end to end (part of `pnpm test`): two Hardhat nodes started with the test
// chains' ids 97 and 80002, the `bscTestnet` / `polygonAmoy` networks pointed at them by BSC_TESTNET_RPC_URL /
// POLYGON_AMOY_RPC_URL, and scripts/deploy/deploy.ts run as on the real test chains (no demo seed; Chainlink VRF v2.5
// configured through the live path, with Chainlink's VRFCoordinatorV2_5Mock deployed first to stand in for the live
// coordinator, and a stand-in CCIP router with each chain's published selector passed as the live router; the operator
// from the environment, the admin roles handed to a "multisig" address and the deployer's roles renounced). The order
// is the runbook's: BSC, Polygon (links to BSC and hands over), BSC again (links and hands over); then both again must
// send nothing; then `hardhat status` fails while the deployer still owns the VRF subscriptions, the multisig accepts
// them (Chainlink's two-step transfer), `status` shows the deployer keeps no power and the bridge's lane, the first
// admin action runs as the multisig while the deployer is refused, and a card crosses from 97 to 80002 through CCIP
// (the rehearsal plays Chainlink's network on the stand-in routers).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { AbiCoder, HDNodeWallet, Interface, id } from 'ethers'
import { LEAN, rpc, runHardhat, startDevnet } from '../../devnet/index.mjs'

const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
const say = (line) => console.log(`[rehearsal ${seconds()} s] ${line}`)
// Hardhat's default accounts (mnemonic "test ... junk"): #0 deploys, the others play the configured holders.
const ACCOUNTS = {
  deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  operator: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', // #5, the keeper
  player: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', // #6
  multisig: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', // #9, the admin
}
const MNEMONIC = 'test test test test test test test test test test test junk'
const DEPLOYER_KEY = HDNodeWallet.fromPhrase(MNEMONIC, undefined, "m/44'/60'/0'/0/0").privateKey

delete process.env.HARDHAT_BLOCK_INTERVAL_MS // blocks only on transactions: "nothing sent" is "no new block"
const devnet = await startDevnet({ chains: [97, 80002], deploy: false })
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finaverse-rehearsal-'))
const env = {
  DEPLOYMENTS_DIR: dir,
  BSC_TESTNET_RPC_URL: devnet.rpcUrls[97],
  POLYGON_AMOY_RPC_URL: devnet.rpcUrls[80002],
  DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY,
  FINAVERSE_ADMIN: ACCOUNTS.multisig,
  FINAVERSE_OPERATOR: ACCOUNTS.operator,
  FARM_FUND_AMOUNT: '100000',
}
const NETWORK = { 97: 'bscTestnet', 80002: 'polygonAmoy' }
const hardhat = (args) => runHardhat(args, env)
/** Per chain: the mock's address and subscription, passed as the live coordinator through FINAVERSE_VRF_*. */
const vrf = {}
for (const chainId of [97, 80002]) {
  const out = await runHardhat(
    ['run', 'scripts/deploy/vrf-mock.ts', '--no-compile', '--network', NETWORK[chainId]],
    { ...env, ...LEAN },
  )
  const [, coordinator, subscriptionId] = /VRF (0x[0-9a-fA-F]{40}) (\d+)/.exec(out) ?? []
  assert.ok(coordinator, `no VRF mock in:\n${out}`)
  // Chainlink's CCIP router has no code on these local nodes: a DevnetCCIPRouter with the chain's published selector
  // and a lane to the other stands in, passed through the live path (checked for code and the lane like Chainlink's).
  const ccipOut = await runHardhat(
    ['run', 'scripts/deploy/ccip-router.ts', '--no-compile', '--network', NETWORK[chainId]],
    { ...env, ...LEAN },
  )
  const [, router] = /CCIP (0x[0-9a-fA-F]{40})/.exec(ccipOut) ?? []
  assert.ok(router, `no CCIP router in:\n${ccipOut}`)
  vrf[chainId] = {
    coordinator,
    router,
    env: {
      FINAVERSE_VRF_COORDINATOR: coordinator,
      FINAVERSE_VRF_SUBSCRIPTION_ID: subscriptionId,
      FINAVERSE_VRF_MOCK: '1', // the mock has no gas lanes to check; the chain's public key hash is used as is
      FINAVERSE_CCIP_ROUTER: router,
    },
  }
}
const deploy = async (chainId) => {
  const output = await runHardhat(
    ['run', 'scripts/deploy/deploy.ts', '--no-compile', '--network', NETWORK[chainId]],
    { ...env, ...LEAN, ...vrf[chainId].env },
  )
  say(`deploy ${NETWORK[chainId]}:\n${output.trim()}`)
  return output
}
const chainState = async (chainId) => ({
  nonce: Number(await rpc(devnet.rpcUrls[chainId], 'eth_getTransactionCount', [ACCOUNTS.deployer, 'latest'])),
  block: Number(await rpc(devnet.rpcUrls[chainId], 'eth_blockNumber')),
})

try {
  // An address the project did not deploy, recorded among its contracts (as the mainnets record BUSD/WBNB and the
  // Genesis collection): a WBNB deployed by someone else (#4), named by FINAVERSE_TOKEN_WBNB.
  const mock = JSON.parse(
    fs.readFileSync(
      new URL('../../artifacts/contracts/mocks/MockERC20.sol/MockERC20.json', import.meta.url),
      'utf8',
    ),
  )
  const outsider = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' // #4
  const creation = await rpc(devnet.rpcUrls[97], 'eth_sendTransaction', [
    {
      from: outsider,
      data: mock.bytecode + new Interface(mock.abi).encodeDeploy(['Wrapped BNB', 'WBNB']).slice(2),
      gas: '0x500000',
    },
  ])
  const externalWbnb = (await rpc(devnet.rpcUrls[97], 'eth_getTransactionReceipt', [creation]))
    .contractAddress
  env.FINAVERSE_TOKEN_WBNB = externalWbnb

  const first = await deploy(97)
  assert.match(first, /handover to 0x[0-9a-fA-F]{40}: waits \(CardBridge is not linked to chain 80002 yet\)/)
  assert.doesNotMatch(first, /Seeding/, 'the live path seeds no demo state')
  const handedOver = { 80002: await deploy(80002) }
  handedOver[97] = await deploy(97)
  for (const id of [97, 80002]) assert.match(handedOver[id], /handover: \d+ roles renounced/)

  // Idempotent: a second run of both sends nothing (same nonce, no new block) and changes no address.
  const before = { 97: await chainState(97), 80002: await chainState(80002) }
  const files = Object.fromEntries(
    [97, 80002].map((id) => [id, fs.readFileSync(path.join(dir, `${id}.json`), 'utf8')]),
  )
  const again = await Promise.all([deploy(97), deploy(80002)])
  for (const output of again) {
    assert.doesNotMatch(output, /: done$|\(deployed\)/m, 'a second run deploys or changes nothing')
    assert.match(output, /handover: the deployer holds no roles \(done\)/)
  }
  for (const id of [97, 80002]) {
    assert.deepEqual(await chainState(id), before[id], `chain ${id}: the second run sent a transaction`)
    const [a, b] = [JSON.parse(files[id]), JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'))]
    assert.deepEqual(b.contracts, a.contracts)
  }

  // The deployment files record the external address as such, and every other contract's constructor arguments;
  // `verify` (dry run) submits exactly those.
  const bscFile = JSON.parse(fs.readFileSync(path.join(dir, '97.json'), 'utf8'))
  assert.deepEqual(bscFile.external, ['WBNB', 'CCIPRouter'])
  assert.equal(bscFile.contracts.CCIPRouter, vrf[97].router)
  assert.equal(bscFile.contracts.WBNB.toLowerCase(), externalWbnb.toLowerCase())
  assert.equal(bscFile.constructorArgs.WBNB, undefined)
  assert.deepEqual(bscFile.constructorArgs.FinaToken.slice(0, 2), [ACCOUNTS.deployer, ACCOUNTS.deployer])
  for (const chainId of [97, 80002]) {
    const file = JSON.parse(fs.readFileSync(path.join(dir, `${chainId}.json`), 'utf8'))
    const plan = await runHardhat(
      ['run', 'scripts/deploy/verify.ts', '--no-compile', '--network', NETWORK[chainId]],
      {
        ...env,
        VERIFY_DRY_RUN: '1',
      },
    )
    say(`verify (dry run) ${NETWORK[chainId]}:\n${plan.trim()}`)
    assert.doesNotMatch(plan, /no recorded constructor arguments/)
    assert.equal(
      file.libraries.HeroCard.HeroCardRegistry,
      file.contracts.HeroCardRegistry,
      'HeroCard links its registry',
    )
    assert.match(plan, /Verifying HeroCard at 0x[0-9a-fA-F]{40} with .* linking \{"HeroCardRegistry":"0x/)
    for (const [name, address] of Object.entries(file.contracts)) {
      if ((file.external ?? []).includes(name)) assert.doesNotMatch(plan, new RegExp(`Verifying ${name} `))
      else
        assert.ok(
          plan.includes(`Verifying ${name} at ${address} with ${JSON.stringify(file.constructorArgs[name])}`),
          name,
        )
    }
  }

  // `hardhat status` fails while the deployer owns the VRF subscription (the handover only requested its transfer);
  // the multisig accepts it with the transaction the deploy printed.
  for (const id of [97, 80002]) {
    await assert.rejects(
      hardhat(['status', '--network', NETWORK[id]]),
      new RegExp(
        `Deployer ${ACCOUNTS.deployer} still holds 1 powers: VRF subscription \\d+ on ${vrf[id].coordinator} \\(RandomnessAdapter\\)`,
      ),
    )
    const [, to, data] =
      /accepts the VRF subscription: to (0x[0-9a-fA-F]{40}), value 0, data (0x[0-9a-f]+)/.exec(
        handedOver[id],
      ) ?? []
    assert.ok(data, `no subscription acceptance in:\n${handedOver[id]}`)
    const accepted = await rpc(devnet.rpcUrls[id], 'eth_sendTransaction', [
      { from: ACCOUNTS.multisig, to, data },
    ])
    assert.equal((await rpc(devnet.rpcUrls[id], 'eth_getTransactionReceipt', [accepted])).status, '0x1')
  }

  // `hardhat status` shows the handover: no role, ownership or subscription left to the deployer.
  const statuses = await Promise.all(
    [97, 80002].map((id) =>
      hardhat(['status', '--network', NETWORK[id], '--json', path.join(dir, `status-${id}.json`)]),
    ),
  )
  for (const [i, id] of [97, 80002].entries()) {
    say(`status ${NETWORK[id]}:\n${statuses[i].trim()}`)
    assert.match(statuses[i], new RegExp(`Deployer ${ACCOUNTS.deployer} keeps no power`))
    const json = path.join(dir, `status-${id}.json`)
    const rows = JSON.parse(fs.readFileSync(json, 'utf8'))
    const row = (key) => rows.find((r) => r.key === key)
    const holders = (key, role) => row(key).roles[role].map((h) => h.slice(0, 42))
    for (const r of rows) {
      for (const [role, list] of Object.entries(r.roles)) {
        assert.ok(
          !list.some((h) => h.startsWith(ACCOUNTS.deployer)),
          `${r.key} ${role} still held by the deployer`,
        )
        if (role === 'DEFAULT_ADMIN_ROLE')
          assert.deepEqual(
            list.map((h) => h.slice(0, 42)),
            [ACCOUNTS.multisig],
            `${r.key} admin`,
          )
      }
    }
    // VRF configured through the live path: the coordinator from the configuration, the adapter a consumer of the
    // deployer's subscription (added by the deploy script), the subscription funded.
    const randomness = row('RandomnessAdapter').state
    assert.equal(randomness.vrfCoordinator, vrf[id].coordinator)
    assert.match(randomness.subscriptionConsumers, /this adapter among them/)
    assert.match(randomness.subscription, new RegExp(`owned by ${ACCOUNTS.multisig}$`))
    assert.match(randomness.owner, /the adapter itself/)
    assert.match(randomness.vrf, /3 confirmations, callback gas 2500000/)
    assert.doesNotMatch(randomness.subscriptionBalance, /^0\.0 LINK/)
    assert.deepEqual(holders('HeroCard', 'OPERATOR_ROLE'), [ACCOUNTS.operator])
    // The bridge rides CCIP: no operator on either side, the lane and the trusted peer in the status.
    const bridge = id === 97 ? 'CardBridge' : 'CardBridgeMinter'
    assert.deepEqual(row(bridge).roles.OPERATOR_ROLE ?? [], [])
    assert.equal(
      row(bridge).state.lane,
      id === 97
        ? `router ${vrf[97].router} -> selector 16281711391670634445`
        : `router ${vrf[80002].router} <- selector 13264668187771770619`,
    )
    if (id === 80002) assert.deepEqual(holders('HeroCard', 'PRIZE_POOL_ROLE'), [ACCOUNTS.multisig])
    if (id === 97) {
      assert.match(row('WBNB').state.deployedBy, /external/)
      assert.deepEqual(holders('GameVault', 'OPERATOR_ROLE'), [ACCOUNTS.operator])
      const minter = JSON.parse(fs.readFileSync(path.join(dir, '80002.json'), 'utf8')).contracts
        .CardBridgeMinter
      assert.equal(row('CardBridge').state.destination, `${minter} (CardBridgeMinter, set once)`)
      assert.equal(row('CardBridge').state.feeToken, 'native')
      assert.equal(row('CardBridge').state.gasLimit, '700000 on the destination')
      assert.equal(row('FinaFarm').state.rewardReserve, '100000.0 FINA')
    }
  }

  // First admin actions after the handover: the deployer is refused; the multisig's transaction: the task prints it
  // (--calldata) and the multisig (an unlocked node account here) executes it.
  const proposal = await hardhat([
    'farm:set-reward-per-block',
    '--reward-per-block',
    '8',
    '--calldata',
    '--network',
    'bscTestnet',
  ])
  const [, to, value, data] = /to (0x[0-9a-fA-F]{40}), value (\d+), data (0x[0-9a-f]*)/.exec(proposal) ?? []
  assert.ok(data, `no transaction in:\n${proposal}`)
  const hash = await rpc(devnet.rpcUrls[97], 'eth_sendTransaction', [
    { from: ACCOUNTS.multisig, to, value: `0x${BigInt(value).toString(16)}`, data },
  ])
  const receipt = await rpc(devnet.rpcUrls[97], 'eth_getTransactionReceipt', [hash])
  assert.equal(receipt.status, '0x1')
  await assert.rejects(
    hardhat(['farm:set-reward-per-block', '--reward-per-block', '9', '--network', 'bscTestnet']),
    /lacks ADMIN_ROLE on FinaFarm/,
  )
  say(`first admin actions:\n${proposal.trim()}\n  executed by the multisig: ${hash}`)
  const rate = await rpc(devnet.rpcUrls[97], 'eth_call', [
    { to, data: id('rewardPerBlock()').slice(0, 10) },
    'latest',
  ])
  assert.equal(BigInt(rate), 8n * 10n ** 18n, 'the multisig set the reward rate')

  // A card crosses through CCIP: the multisig mints one to a player (MINTER_ROLE granted to itself), the player pays
  // the quote, and Chainlink's network (played here on the stand-in routers by their executor, the deployer's
  // account, which holds no role of the project's contracts) delivers the message on 80002.
  const bsc = JSON.parse(fs.readFileSync(path.join(dir, '97.json'), 'utf8')).contracts
  const polygon = JSON.parse(fs.readFileSync(path.join(dir, '80002.json'), 'utf8')).contracts
  const abi = new Interface([
    'function grantRole(bytes32 role, address account)',
    'function mintCards(address to, uint256 heroId, uint256 rarity, uint256 quantity) returns (uint256)',
    'function setApprovalForAll(address operator, bool approved)',
    'function totalMinted() view returns (uint256)',
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function heroIdMap(uint256 tokenId) view returns (uint256)',
    'function tokensOfOwner(address owner) view returns (uint256[])',
    'function quote(uint256 count) view returns (uint256 ccipFee, uint256 fee, address feeToken)',
    'function exchange(uint256[] tokenIds) payable returns (uint256)',
    'function messageState(bytes32 messageId) view returns (uint8)',
    'function chainSelector() view returns (uint64)',
    'function execute((bytes32 messageId, uint64 sourceChainSelector, bytes sender, bytes data, (address token, uint256 amount)[] destTokenAmounts) message, address receiver, uint256 gasLimit) returns (bool)',
    'event ExchangeRequested(uint256 indexed nonce, bytes32 indexed messageId, address indexed user, address receiver, uint256[] tokenIds, uint256 fee, uint256 ccipFee, address feeToken)',
    'event CCIPSendRequested(bytes32 indexed messageId, uint64 indexed destChainSelector, uint256 sequenceNumber, address sender, address receiver, bytes data, uint256 gasLimit, address feeToken, uint256 fee)',
  ])
  const sendAs = async (chainId, from, to, fn, args, value = 0n) => {
    const txHash = await rpc(devnet.rpcUrls[chainId], 'eth_sendTransaction', [
      {
        from,
        to,
        data: abi.encodeFunctionData(fn, args),
        value: `0x${value.toString(16)}`,
        gas: '0x1000000',
      },
    ])
    const mined = await rpc(devnet.rpcUrls[chainId], 'eth_getTransactionReceipt', [txHash])
    assert.equal(mined.status, '0x1', `${fn} on ${chainId}`)
    return mined
  }
  const callAs = async (chainId, to, fn, args) =>
    abi.decodeFunctionResult(
      fn,
      await rpc(devnet.rpcUrls[chainId], 'eth_call', [
        { to, data: abi.encodeFunctionData(fn, args) },
        'latest',
      ]),
    )
  await sendAs(97, ACCOUNTS.multisig, bsc.HeroCard, 'grantRole', [id('MINTER_ROLE'), ACCOUNTS.multisig])
  await sendAs(97, ACCOUNTS.multisig, bsc.HeroCard, 'mintCards', [ACCOUNTS.player, 31, 3, 1])
  const [tokenId] = (await callAs(97, bsc.HeroCard, 'tokensOfOwner', [ACCOUNTS.player]))[0]
  await sendAs(97, ACCOUNTS.player, bsc.HeroCard, 'setApprovalForAll', [bsc.CardBridge, true])
  const [ccipFee, fee] = await callAs(97, bsc.CardBridge, 'quote', [1])
  const exchanged = await sendAs(97, ACCOUNTS.player, bsc.CardBridge, 'exchange', [[tokenId]], ccipFee + fee)
  const logs = exchanged.logs.map((l) => abi.parseLog(l)).filter(Boolean)
  const requested = logs.find((l) => l.name === 'ExchangeRequested')
  const sent = logs.find((l) => l.name === 'CCIPSendRequested')
  assert.equal(sent.args.messageId, requested.args.messageId)
  assert.equal(sent.args.receiver, polygon.CardBridgeMinter)
  const [selector] = await callAs(97, vrf[97].router, 'chainSelector', [])
  await sendAs(80002, ACCOUNTS.deployer, vrf[80002].router, 'execute', [
    [
      sent.args.messageId,
      selector,
      AbiCoder.defaultAbiCoder().encode(['address'], [bsc.CardBridge]),
      sent.args.data,
      [],
    ],
    sent.args.receiver,
    sent.args.gasLimit,
  ])
  const [state] = await callAs(80002, polygon.CardBridgeMinter, 'messageState', [sent.args.messageId])
  assert.equal(state, 1n, 'the message minted on 80002')
  const [minted] = (await callAs(80002, polygon.HeroCard, 'tokensOfOwner', [ACCOUNTS.player]))[0]
  assert.equal((await callAs(80002, polygon.HeroCard, 'heroIdMap', [minted]))[0], 31n)
  say(`a card crossed 97 -> 80002 through CCIP: message ${sent.args.messageId}`)
  say('passed')
} finally {
  await devnet.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
