import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import type { Contract } from 'ethers'
import type { HardhatRuntimeEnvironment } from 'hardhat/types'
import type { Deployment } from '../../scripts/deploy/deployments'

/**
 * The admin tasks' machinery: every role-gated function of every contract is one `Action` in a group's table
 * (`tasks/<group>.ts`), registered as `hardhat <group>:<action>`. A run reads the contract's address from
 * `deployments/<chainId>.json` (DEPLOYMENTS_DIR), parses and validates the arguments, prints the call and the
 * current value, checks that the sender holds the role (naming the missing one), simulates, and sends unless
 * `--dry-run`; `--calldata` prints the transaction for a multisig or timelock instead.
 * Task files must not import `hardhat` itself (the config loads them); they get the runtime as `hre`.
 *
 * This folder: the shapes of an action (here), its parameters (`params.ts`), the `current` readers (`readers.ts`),
 * the actions many contracts share (`shared-actions.ts`), reading the deployment and its contracts (`contracts.ts`),
 * registering and running (`run.ts`), refusals and revert reasons (`errors.ts`), and how values are printed
 * (`print.ts`).
 */

/** What a parser or reader of an action gets. */
export type Ctx = {
  hre: HardhatRuntimeEnvironment
  chainId: number
  deployment: Deployment
  /** The deployment key of the target (e.g. BlindBoxV1) and its contract, connected to the sender. */
  key: string
  contract: Contract
  signer: HardhatEthersSigner
}

/** A command-line argument: `name` is the Hardhat (camelCase) name, `--kebab-case` on the command line. */
export type Param = {
  name: string
  description: string
  optional?: boolean
  /** Checks and converts the raw text; `values` holds the parameters parsed before this one. */
  parse: (raw: string, ctx: Ctx, values: Values) => unknown
  /** How the parsed value is printed (default: String). */
  show?: (value: never) => string
}

export type Values = Record<string, unknown>

/** One role-gated function and its task. */
export type Action = {
  /** Task name after the group: `<group>:<action>`. */
  action: string
  /** The contract function (a name, or a full signature when overloaded). */
  fn: string
  /** The role the function requires, by name; a function of the values for role-dependent checks (grantRole). */
  role: string | ((ctx: Ctx, values: Values) => Promise<string>)
  description: string
  params?: Param[]
  /** Contract arguments from the parsed values (default: the params' values in order). */
  args?: (values: Values, ctx: Ctx) => unknown[] | Promise<unknown[]>
  /** Native coin sent along (payable functions). */
  value?: (values: Values) => bigint
  /** What the action changes, read before and after: label -> printed value. */
  current?: (ctx: Ctx, values: Values) => Promise<Record<string, unknown>>
  /** Runs after the transaction is mined (e.g. writes the claim tree the server serves). */
  afterSend?: (ctx: Ctx, values: Values, log: (line: string) => void) => void
}

/** A group of tasks for one contract, or for several deployments of one kind chosen with `--<targetParam>`. */
export type Group = {
  group: string
  /** Choice name -> deployment key. One entry: no choice parameter. */
  targets: Record<string, string>
  /** Name of the choice parameter when there are several targets (e.g. `box`). */
  targetParam?: string
  actions: Action[]
}
