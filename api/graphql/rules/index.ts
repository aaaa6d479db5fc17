/** Validation rules added to graphql's own, for HTTP and WebSocket alike. */
import type { ValidationRule } from 'graphql';
import { maxDepthRule } from './maxDepth';

export const API_VALIDATION_RULES: ValidationRule[] = [maxDepthRule()];
