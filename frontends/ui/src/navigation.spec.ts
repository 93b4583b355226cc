import { loginUrl, safeRedirect } from './navigation';

describe('the login page’s return address', () => {
  it('comes back to the page the visitor was on', () => {
    expect(loginUrl('/fr/troc/view/armoire/?from=search')).toBe(
      `/fr/login/?redirect=${encodeURIComponent('/fr/troc/view/armoire/?from=search')}`,
    );
    expect(safeRedirect('/fr/troc/view/armoire/?from=search#calendar')).toBe(
      '/fr/troc/view/armoire/?from=search#calendar',
    );
  });

  it('follows only paths of this site', () => {
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /fr/',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(unsafe)).toBe('/fr/');
    }
  });

  it('follows the path the address resolves to, not its raw text', () => {
    expect(safeRedirect('/fr/../fr/cart/view/')).toBe('/fr/cart/view/');
  });
});
