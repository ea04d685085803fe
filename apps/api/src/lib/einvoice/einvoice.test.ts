import { afterAll, describe, expect, it } from 'vitest';
import {
  officialExample,
  problemsOf,
  validateEinvoice,
  validationCounts,
} from '../../../test/einvoice-validation.ts';
import { abnDigits } from '@portal/domain';
import { EinvoiceIncomplete, type CreditNoteInput, type EinvoiceParty } from './input.ts';
import { buildCreditNote } from './ubl.ts';
import { netPrice } from './ubl-parts.ts';

/*
 * The credit note builder with fixture input (the credit notes' data wires to it later), the builders'
 * refusals, and proof that the validator catches a broken document. Every document goes through the
 * official rules: the UBL 2.1 schema and both PINT A-NZ 1.1.3 Schematron layers (vendor/validation).
 */

const SUPPLIER: EinvoiceParty = {
  name: 'Harbour Fresh Wholesale',
  abn: '51 824 753 556',
  street: '1 Produce Lane',
  city: 'Homebush West',
  postcode: '2140',
  state: 'NSW',
  phone: '0298765432',
  email: 'orders@harbourfresh.example.com',
};
const VENUE: EinvoiceParty = {
  name: 'The Rocks Bistro & Bar <Upstairs>',
  abn: '91 888 222 000',
  street: '12 George Street',
  city: 'The Rocks',
  postcode: '2000',
  state: 'NSW',
  contactName: 'Olivia Smith',
  phone: '0412345678',
  email: 'rocks@venues.example.com',
};

const note = (over: Partial<CreditNoteInput> = {}): CreditNoteInput => ({
  number: 'CN-1',
  issueDate: '2026-11-25',
  orderId: 41,
  invoiceNumber: 'INV-41',
  invoiceDate: '2026-11-23',
  reason: 'Damaged; Short delivered',
  supplier: SUPPLIER,
  buyer: VENUE,
  lines: [
    // 2 trays of 12 x $16.39 incl GST, damaged: $32.78, GST $2.98.
    {
      name: 'Tomato Sauce 4L',
      sku: 'HF-T4',
      quantity: 2,
      unit: 'unit',
      totalIncGstInCents: 3278,
      gstInCents: 298,
      hasGst: true,
      note: 'Damaged',
    },
    // 0.375 kg of spinach short delivered at $12.50/kg: $4.69, GST-free.
    {
      name: 'Baby Spinach',
      sku: 'HF-BS',
      quantity: 0.375,
      unit: 'kg',
      totalIncGstInCents: 469,
      gstInCents: 0,
      hasGst: false,
      note: 'Short delivered',
    },
  ],
  ...over,
});

afterAll(() => {
  console.log(
    `e-invoice rules (builder tests): ${validationCounts.documents} documents validated, ${validationCounts.rulesFired} Schematron rules fired`,
  );
});

describe('the official rules run', () => {
  it('accept the official AU invoice and credit note examples', async () => {
    for (const name of ['AU-Invoice.xml', 'AU-Credit-note.xml']) {
      const v = await validateEinvoice(officialExample(name));
      expect(problemsOf(v)).toEqual([]);
      expect(v.rulesFired).toBeGreaterThan(50);
    }
  });
});

describe('credit notes as UBL 2.1 CreditNote', () => {
  it('a note crediting quantities refers to its invoice, amounts positive, and passes every rule', async () => {
    const xml = buildCreditNote(note());
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain(
      '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-41</cbc:ID><cbc:IssueDate>2026-11-23</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>',
    );
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="KGM">0.375</cbc:CreditedQuantity>');
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="EA">2</cbc:CreditedQuantity>');
    // Ex GST: 32.78 - 2.98 = 29.80 taxable, 4.69 GST-free; payable 37.47 (the note's total incl GST).
    expect(xml).toContain(
      '<cac:TaxSubtotal><cbc:TaxableAmount currencyID="AUD">29.80</cbc:TaxableAmount><cbc:TaxAmount currencyID="AUD">2.98</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>10</cbc:Percent>',
    );
    expect(xml).toContain(
      '<cac:TaxSubtotal><cbc:TaxableAmount currencyID="AUD">4.69</cbc:TaxableAmount><cbc:TaxAmount currencyID="AUD">0.00</cbc:TaxAmount><cac:TaxCategory><cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent>',
    );
    expect(xml).toContain('<cbc:PayableAmount currencyID="AUD">37.47</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:Name>The Rocks Bistro &amp; Bar &lt;Upstairs&gt;</cbc:Name>');
    expect(problemsOf(await validateEinvoice(xml))).toEqual([]);
  });

  it('a note crediting an amount (a price adjustment) goes as 1 of the amount and passes every rule', async () => {
    const xml = buildCreditNote(
      note({
        number: 'CN-2',
        reason: 'Price adjustment',
        lines: [
          {
            name: 'Beef Scotch Fillet Grass Fed',
            sku: 'HF-SF',
            quantity: null,
            unit: 'kg',
            totalIncGstInCents: 1500,
            gstInCents: 0,
            hasGst: false,
            note: 'Price adjustment',
          },
        ],
      }),
    );
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
    expect(xml).toContain('<cbc:PriceAmount currencyID="AUD">15</cbc:PriceAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="AUD">15.00</cbc:PayableAmount>');
    expect(problemsOf(await validateEinvoice(xml))).toEqual([]);
  });

  it('names in any script, markup characters and characters XML cannot hold come out valid', async () => {
    const xml = buildCreditNote(
      note({
        number: 'CN-3',
        reason: 'Quality: "soft" & <bruised>',
        buyer: { ...VENUE, name: 'Café Ōkami 東京 & 서울 ร้านอาหาร Ελληνικά عربي\u0007' },
        lines: [
          {
            name: 'Pâtisserie 日本の苺 🍓 & Мёд',
            sku: 'X<1>',
            quantity: 1.125,
            unit: 'kg',
            totalIncGstInCents: 2813,
            gstInCents: 256,
            hasGst: true,
          },
        ],
      }),
    );
    expect(xml).toContain('<cbc:Name>Café Ōkami 東京 &amp; 서울 ร้านอาหาร Ελληνικά عربي</cbc:Name>');
    expect(xml).toContain('<cbc:Note>Quality: &quot;soft&quot; &amp; &lt;bruised&gt;</cbc:Note>');
    expect(problemsOf(await validateEinvoice(xml))).toEqual([]);
  });
});

describe('the validator catches a broken document', () => {
  it('names the rule a dropped seller EndpointID and a wrong total break', async () => {
    const good = buildCreditNote(note());
    const noEndpoint = good.replace(/<cbc:EndpointID schemeID="0151">51824753556<\/cbc:EndpointID>/, '');
    expect(noEndpoint).not.toBe(good);
    const v = await validateEinvoice(noEndpoint);
    expect(v.acceptable).toBe(false);
    expect(v.fatal.map((f) => f.id)).toEqual(['ibr-081']);

    const wrongTotal = good.replace(
      '<cbc:TaxInclusiveAmount currencyID="AUD">37.47</cbc:TaxInclusiveAmount>',
      '<cbc:TaxInclusiveAmount currencyID="AUD">37.48</cbc:TaxInclusiveAmount>',
    );
    expect(wrongTotal).not.toBe(good);
    const w = await validateEinvoice(wrongTotal);
    expect(w.fatal.map((f) => f.id)).toContain('ibr-co-15');
    expect(w.acceptable).toBe(false);
  });

  it('the schema refuses elements out of order', async () => {
    const good = buildCreditNote(note());
    const swapped = good.replace(
      /(<cbc:IssueDate>2026-11-25<\/cbc:IssueDate>)(<cbc:CreditNoteTypeCode>381<\/cbc:CreditNoteTypeCode>)/,
      '$2$1',
    );
    expect(swapped).not.toBe(good);
    const v = await validateEinvoice(swapped);
    expect(v.schemaErrors.length).toBeGreaterThan(0);
    expect(v.acceptable).toBe(false);
  });

  it('a buyer without an ABN breaks aligned-ibr-004-aunz: why the download refuses one', async () => {
    // Built past the check on purpose, to show what the rules say of such a document.
    const withAbn = buildCreditNote(note());
    const without = withAbn
      .replace(/<cbc:EndpointID schemeID="0151">91888222000<\/cbc:EndpointID>/, '')
      .replace(/<cbc:CompanyID schemeID="0151">91888222000<\/cbc:CompanyID>/, '');
    const v = await validateEinvoice(without);
    expect(v.fatal.map((f) => f.id).sort()).toEqual(['aligned-ibr-004-aunz', 'ibr-080']);
  });
});

describe('missing data is refused before any XML is written', () => {
  it('says what to fill in: the supplier ABN, a valid one, the venue ABN', () => {
    const refusal = (input: CreditNoteInput) => {
      try {
        buildCreditNote(input);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(EinvoiceIncomplete);
        return (error as Error).message;
      }
    };
    expect(refusal(note({ supplier: { ...SUPPLIER, abn: null } }))).toBe(
      'Your business details have no ABN. Ask the marketplace team to add your ABN to download e-invoices',
    );
    expect(refusal(note({ supplier: { ...SUPPLIER, abn: '12 345 678 901' } }))).toBe(
      'The ABN in your business details is not a valid ABN. Ask the marketplace team to correct it to download e-invoices',
    );
    expect(refusal(note({ buyer: { ...VENUE, abn: null } }))).toBe(
      "This venue has no ABN on record, and a Peppol e-invoice to an Australian business must carry the buyer's ABN. Download the PDF invoice instead",
    );
  });

  it('reads an ABN with spaces and checks its digits', () => {
    expect(abnDigits('51 824 753 556')).toBe('51824753556');
    expect(abnDigits('51 824 753 557')).toBeNull();
    expect(abnDigits('5182475355')).toBeNull();
  });

  it('prices a line so that quantity × price gives its net amount', () => {
    expect(netPrice(2980, 2)).toBe('14.9');
    expect(netPrice(469, 0.375)).toBe('12.50666667');
    expect(netPrice(100, 3)).toBe('0.33333333');
  });
});
