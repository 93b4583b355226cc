import { detectDocumentType } from './document-type.js';

describe('detectDocumentType', () => {
  it('reads the type from the first bytes, not the name', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
  });

  it('knows nothing else, nor a truncated header', () => {
    expect(detectDocumentType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectDocumentType(Buffer.from('%PD'))).toBeNull();
  });
});
