import JSZip from 'jszip';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';

/** A PDF with a text layer: one heading and two paragraphs per page; `phrases` puts a line on a page. */
export async function makeTextPdf(options: {
  pages: number;
  phrases?: ReadonlyMap<number, string>;
  /** A running head at the top and a page number at the foot of every page. */
  furniture?: boolean;
}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (let pageNumber = 1; pageNumber <= options.pages; pageNumber += 1) {
    const page = document.addPage([595, 842]);
    if (options.furniture === true)
      page.drawText('Harbour Operations Manual', { x: 50, y: 815, size: 9, font });
    page.drawText(`Chapter ${String(pageNumber)}`, { x: 50, y: 780, size: 20, font: bold });
    page.drawText(`This is the first line of page ${String(pageNumber)} of the test`, {
      x: 50,
      y: 740,
      size: 11,
      font,
    });
    page.drawText('document, and the second line of the same paragraph.', { x: 50, y: 726, size: 11, font });
    page.drawText(`A separate paragraph closes page ${String(pageNumber)}.`, {
      x: 50,
      y: 680,
      size: 11,
      font,
    });
    const phrase = options.phrases?.get(pageNumber);
    if (phrase !== undefined) page.drawText(phrase, { x: 50, y: 640, size: 11, font });
    if (options.furniture === true) page.drawText(String(pageNumber), { x: 290, y: 30, size: 9, font });
  }
  return document.save();
}

/** A PDF whose pages have no text at all, as a scanner without OCR writes (here: a drawn box). */
export async function makeScannedPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) {
    document.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  }
  return document.save();
}

/**
 * A PDF that declares standard encryption with a user password. The /U entry matches no password,
 * so a reader asks for one, which is all a test of "protected" needs.
 */
export async function makePasswordPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  const { context } = document;
  const filler = PDFHexString.of('5a'.repeat(32));
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, O: filler, U: PDFHexString.of('a5'.repeat(32)), P: -4 }),
  );
  context.trailerInfo.ID = context.obj([PDFHexString.of('01'.repeat(16)), PDFHexString.of('01'.repeat(16))]);
  return document.save({ useObjectStreams: false });
}

const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function paragraph(text: string, style?: string): string {
  const properties = style === undefined ? '' : `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>`;
  return `<w:p>${properties}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

function tableCell(text: string): string {
  return `<w:tc>${paragraph(text)}</w:tc>`;
}

/** A minimal valid DOCX: a Heading 1, two paragraphs, a Heading 2 and a two-row table. */
export async function makeDocx(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${wordNamespace}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style></w:styles>`,
  );
  const body = [
    paragraph('Tenancy agreement', 'Heading1'),
    paragraph('The tenant pays the rent on the first day of each month.'),
    paragraph('Pets are allowed with written consent &amp; a deposit.'),
    paragraph('Fees', 'Heading2'),
    `<w:tbl><w:tr>${tableCell('Item')}${tableCell('Amount')}</w:tr><w:tr>${tableCell('Deposit')}${tableCell('900 EUR')}</w:tr></w:tbl>`,
  ].join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${wordNamespace}"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array' });
}

export function blobOf(bytes: Uint8Array | string): Blob {
  return new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);
}
