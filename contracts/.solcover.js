// solidity-coverage: instrument only the product contracts (mocks/ and test/ hold test doubles).
module.exports = {
  skipFiles: ['mocks/', 'test/'],
  istanbulReporter: ['text', 'json-summary', 'lcov'],
  configureYulOptimizer: false,
}
