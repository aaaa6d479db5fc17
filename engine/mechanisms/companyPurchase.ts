// Corporations' purchases of private companies are the core's (engine/state/companyPurchase.ts).
export { affordableCompanies, companiesBuyable, purchaseTerms } from '../state/companyPurchase';
