// Par tiers are market data the core reads (engine/market/parTiers.ts); kept here for their former importers.
export * from '../market/parTiers';
