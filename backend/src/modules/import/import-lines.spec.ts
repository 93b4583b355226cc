import { fr, t } from '@troc/shared';
import { FormError } from '../../core/errors/index.js';
import { checkMapping, lineReport } from './import-lines.js';

const M = fr.imports.line;

describe('import lines', () => {
  it('words each outcome as the specification does, naming the columns and values to check', () => {
    const failed = lineReport(
      'troc',
      7,
      'Failed',
      [
        { column: 'category', value: 'Soucoupes', messages: [fr.imports.errors.category] },
        { column: 'itemWeight', value: '', messages: ['Ce champ est obligatoire.'] },
      ],
      null,
    );
    expect(failed.report.message).toBe("La ligne #7 n'a pas pu être traitée");
    expect(failed.report.detail).toBe(t(M.detail, { values: 'Catégorie « Soucoupes », Poids (kg) « »' }));
    expect(failed.report.issues[0]!.column).toBe('Catégorie');
    const ok = lineReport('troc', 2, 'Success', [], { slug: 'abc', name: 'Chaise' });
    expect(ok.report).toEqual({ message: 'La ligne #2 est valide et a été traitée avec succès', issues: [] });
    expect(lineReport('troc', 3, 'ToComplete', [], null).report.message).toBe(
      'La ligne #3 a remonté des erreurs et doit être complétée',
    );
    // A line that broke for another reason than the rules: the generic message.
    expect(lineReport('troc', 4, 'Failed', [], null).report.detail).toBe(M.generic);
  });

  it('checks a column matching against the file’s headers', () => {
    const headers = ['Nom', 'Catégorie', 'Poids'];
    expect(
      checkMapping('troc', headers, { name: 'Nom', category: 'Catégorie', itemWeight: 'Poids', other: 'x' }),
    ).toMatchObject({
      name: 'Nom',
      category: 'Catégorie',
      itemWeight: 'Poids',
      brand: null,
    });
    const refused = (() => {
      try {
        checkMapping('troc', headers, { name: 'Nom', category: 'Nom' });
      } catch (error) {
        return { errors: (error as FormError).errors };
      }
      return null;
    })();
    expect(refused).toEqual({ errors: { name: [t(fr.imports.errors.mappingTwice, { header: 'Nom' })] } });
    expect(() => checkMapping('troc', headers, 'pas un objet')).toThrow(FormError);
  });
});
