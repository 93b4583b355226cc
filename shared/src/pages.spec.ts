import { isPagePath } from './pages.js';

describe('the pages of the shell', () => {
  it.each(['', '/', 'login', 'login/', 'register/validate/abc/', 'troc/view/abc/', 'search/', 'impact/library/x/y'])(
    'knows %j',
    (path) => expect(isPagePath(path)).toBe(true),
  );

  it.each(['nope', 'login/extra/', 'troc/', 'troc/nope/', 'register/validate/', 'exports/1.csv', 'api'])(
    'does not know %j',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});
