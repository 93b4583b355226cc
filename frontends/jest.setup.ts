import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// What the user sees may come late on a loaded machine: a wait gives up after 10 s (× TEST_SLOWNESS), not 1 s.
configure({ asyncUtilTimeout: 10_000 * (Number(process.env.TEST_SLOWNESS) || 1) });
