import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

// pdfmake set-up: the Roboto files that ship with pdfmake are embedded (accented letters render in
// any reader); no network, no file outside the font folder.
const fontDir = dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

function configurePdfmake(): void {
  // A fresh dictionary each time: the printer rewrites the one it is given, and pdfmake is a shared singleton.
  pdfmake.setFonts({
    Roboto: {
      normal: `${fontDir}/Roboto-Regular.ttf`,
      bold: `${fontDir}/Roboto-Medium.ttf`,
      italics: `${fontDir}/Roboto-Italic.ttf`,
      bolditalics: `${fontDir}/Roboto-MediumItalic.ttf`,
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
}

/** Renders a pdfmake definition; resolves with the bytes of the PDF. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(definition).getBuffer();
}
