import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait for what they look for; their bound is a machine that is stuck, not a timing goal.
// testing-library's 1 s ran out at load average 15-20 for a screen's first render (issue 34).
configure({ asyncUtilTimeout: 10_000 });
