/** Trust tiers, output schemas and executable validators (issue 11, ADR-056). See docs/trust.md. */
export * from '../discover/trust-tiers.js'
export * from '../grade/implicit.js'
export * from '../discover/trust-files.js'
export { computeRepoTrust, validatorRunsFrom, schemaRunsFrom, modelRatesOf, latestModelRates, DEFAULT_RESULTS_DIR } from './evidence.js'
export type { TrustOptions, SkillTrust, TrustReport } from './evidence.js'
export * from './badge.js'
export * from './report.js'
