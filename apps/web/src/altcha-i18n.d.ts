// altcha's Chinese texts register themselves on import and export nothing; the package ships no types for them.
declare module 'altcha/i18n/zh-cn'
