/**
 * Private companies: sold by the bank, pay their revenue to the owner at the
 * start of each operating round, and close when a phase says so.
 */
// The companies' revenue and closing are the core's (engine/state/companyRevenue.ts, engine/trains/);
// kept here for their former importers.
export { payCompanyRevenue } from '../../state/companyRevenue';
export { closeAllCompanies } from '../../trains/phase';
export { closeOnTrainAcquired } from '../../trains/transfer';
