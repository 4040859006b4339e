// The admin and operator tasks (`hardhat <group>:<action>`) and `hardhat status`; hardhat.config.ts imports this file.
// A new role-gated function is one entry in its group's table; the ABI walk (test/tasks/abi-walk.test.ts) fails
// until it has one.
import './binding'
import './boxes'
import './bridge'
import './cards'
import './claims'
import './farm'
import './mirror'
import './pools'
import './randomness'
import './roles'
import './staking'
import './status'
import './token'
import './vault'
import './vouchers'
import './worldcup'
