export { FinaverseError, type FinaverseErrorParameters } from './errors.js'
