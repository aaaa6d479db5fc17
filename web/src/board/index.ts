/** The board components: pure Preact, props in and callbacks out (no fetching). */
export { HexMap, ROUTE_COLORS, type HexMapProps } from './HexMap';
export { TileArt, type TileArtProps } from './Tile';
export { StockMarket, type StockMarketProps } from './StockMarket';
export { Tableau, type TableauProps, type TableauData } from './Tableau';
export { Charts, chartData, PLAYER_COLORS, type ChartsProps, type TimeSeriesRound } from './Charts';
export * from './types';
export { hexCentre, edgeMid, nodePositions, edgeToEdge, R as HEX_RADIUS } from './geometry';
export { layTargets, tileCandidates, stationTargets } from './legal';
