import { fuzzRoutes } from './fuzz/every-route.js';

// The fuzz over every route (fuzz/every-route.ts), route 1 of each SHARDS: the files run beside each other.
fuzzRoutes(1);
