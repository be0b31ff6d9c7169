import { describe, expect, it } from 'vitest';
import { funderRegistryDoi } from '../funding.ts';
import { orcidAddress, splitPersonName } from '../person-name.ts';

describe('a name stored whole, split for a deposit', () => {
  it.each([
    ['Aiko Tanabe', 'Aiko', 'Tanabe'],
    ['Lucas Fernández-Ortega', 'Lucas', 'Fernández-Ortega'],
    ['Glendon J. Parker', 'Glendon J.', 'Parker'],
    // Chinese names romanised surname first, in capitals.
    ['SU Wanqing', 'Wanqing', 'SU'],
    ['OUYANG Xiu Wen', 'Xiu Wen', 'OUYANG'],
    ['Fernández-Ortega, Lucas', 'Lucas', 'Fernández-Ortega'],
    // One word, or a script without spaces: all surname (Crossref's rule for a single name).
    ['苏婉清', '', '苏婉清'],
    ['Plato', '', 'Plato'],
    ['  Ada   Lovelace ', 'Ada', 'Lovelace'],
  ])('%s → given "%s", surname "%s"', (whole, given, surname) => {
    expect(splitPersonName(whole)).toEqual({ given, surname });
  });

  it('keeps a name written all in capitals in the usual order', () => {
    expect(splitPersonName('ADA LOVELACE')).toEqual({ given: 'ADA', surname: 'LOVELACE' });
  });
});

describe('an ORCID iD for a deposit', () => {
  it('is its https address, from a bare iD or any address, when its check digit is right', () => {
    expect(orcidAddress('0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(orcidAddress('http://orcid.org/0000-0001-5109-3700')).toBe('https://orcid.org/0000-0001-5109-3700');
    expect(orcidAddress('0000-0002-1694-233x')).toBe('https://orcid.org/0000-0002-1694-233X');
  });

  it('is nothing for a wrong check digit or no iD', () => {
    expect(orcidAddress('0000-0002-1825-0098')).toBeUndefined();
    expect(orcidAddress('')).toBeUndefined();
    expect(orcidAddress('javascript:alert(1)')).toBeUndefined();
  });
});

describe('a funder identifier for a deposit', () => {
  it('is the Funder Registry DOI as an address, from the DOI, its address or the bare number', () => {
    expect(funderRegistryDoi('10.13039/100000001')).toBe('https://doi.org/10.13039/100000001');
    expect(funderRegistryDoi('http://dx.doi.org/10.13039/501100001809')).toBe('https://doi.org/10.13039/501100001809');
    expect(funderRegistryDoi('100000011')).toBe('https://doi.org/10.13039/100000011');
  });

  it('is nothing for what is not one (a ROR ID, a local code)', () => {
    expect(funderRegistryDoi('https://ror.org/05gq02987')).toBeUndefined();
    expect(funderRegistryDoi('NSF')).toBeUndefined();
  });
});
