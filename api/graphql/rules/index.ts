/** Validation rules added to graphql's own, for HTTP and WebSocket alike. One rule per file. */
import type { ValidationRule } from 'graphql';
import { maxCostRule } from './maxCost';
import { maxDepthRule } from './maxDepth';

export const API_VALIDATION_RULES: ValidationRule[] = [maxDepthRule(), maxCostRule()];
