import { ImportStatus as S } from '../enums/marketplace.js';
import { canImport, importActions, importStatusLabel, isImportRunning } from './import.js';

describe('import machine', () => {
  it('names each status as the specification does, anything else N/A', () => {
    expect([S.ToComplete, S.Draft, S.Pending, S.Error, S.Terminated].map(importStatusLabel)).toEqual([
      'À compléter',
      'En attente',
      'En cours',
      'En échec',
      'Terminé',
    ]);
    expect(importStatusLabel('Archived')).toBe('N/A');
    expect(importStatusLabel(100)).toBe('N/A');
    expect(importStatusLabel('toString')).toBe('N/A');
  });

  it('maps, tests and starts only an import still to complete', () => {
    expect(importActions(S.ToComplete)).toEqual(['map', 'test', 'start', 'delete']);
    for (const status of [S.Draft, S.Pending, S.Error, S.Terminated]) {
      expect(canImport(status, 'start')).toBe(false);
      expect(canImport(status, 'map')).toBe(false);
    }
  });

  it('never deletes an import under its worker, and resumes a running one', () => {
    expect(canImport(S.Draft, 'delete')).toBe(false);
    expect(canImport(S.Pending, 'delete')).toBe(false);
    expect(canImport(S.Terminated, 'delete')).toBe(true);
    expect(canImport(S.Pending, 'run')).toBe(true);
    expect(canImport(S.Terminated, 'run')).toBe(false);
    expect(isImportRunning(S.Draft) && isImportRunning(S.Pending) && !isImportRunning(S.Terminated)).toBe(true);
  });
});
