export { add } from './decimal.js'
