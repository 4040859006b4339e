// solidity-coverage: instrument only the product contracts (mocks are test doubles).
module.exports = {
  skipFiles: ['mocks/'],
  istanbulReporter: ['text', 'json-summary', 'lcov'],
  configureYulOptimizer: false,
}
