import { describe, expect, it } from 'vitest';
import {
  agencyCodes,
  codeChoices,
  codeLabel,
  ediCodeTables,
  edifactTransportModeCodes,
  edifactTransportModeOf,
  edifactUnitCodes,
  elementCodeLabel,
  hasCode,
  purposeCodes,
  seededUnitOptions,
  termsTypeCodes,
  transportModeMeanings,
  transportModes,
  x12PurposeCodes,
  x12TermsTypeCodes,
  x12TransportModeCodes,
  x12UnitCodes,
} from './index';
import { languages } from './error-codes';

describe('EDI code tables', () => {
  it('show a code with its meaning in the user’s language', () => {
    expect(codeLabel(x12PurposeCodes, '00', 'en-us')).toBe('00 · Original');
    expect(codeLabel(x12PurposeCodes, '00', 'zh-cn')).toBe('00 · 原始单据');
    expect(codeLabel(x12TransportModeCodes, 'M', 'en-us')).toBe('M · Motor (common carrier)');
    expect(codeLabel(x12TermsTypeCodes, '01', 'zh-cn')).toBe('01 · 基本条款');
  });

  it('keep a code they do not list as it came, and show no code as nothing', () => {
    expect(codeLabel(x12PurposeCodes, 'ZZ9', 'en-us')).toBe('ZZ9');
    expect(codeLabel(x12PurposeCodes, 'constructor', 'en-us')).toBe('constructor');
    expect(hasCode(x12PurposeCodes, 'toString')).toBe(false);
    expect(codeLabel(x12PurposeCodes, undefined, 'en-us')).toBe('');
    expect(codeLabel(x12PurposeCodes, '', 'zh-cn')).toBe('');
  });

  it('read a code in the list of the document’s standard, where the two lists differ', () => {
    expect(elementCodeLabel(agencyCodes, '9', 'en-us', 'X12')).toBe('9 · D-U-N-S+4 number');
    expect(elementCodeLabel(agencyCodes, '9', 'en-us', 'EDIFACT')).toBe(
      '9 · GS1 (Global Location Number)',
    );
    expect(elementCodeLabel(purposeCodes, '9', 'en-us', 'EDIFACT')).toBe('9 · Original');
    // Without a standard: the X12 list, then the EDIFACT one.
    expect(elementCodeLabel(purposeCodes, '00', 'en-us')).toBe('00 · Original');
    expect(elementCodeLabel(purposeCodes, '29', 'en-us')).toBe('29 · Accepted without amendment');
  });

  it('name their element and give every code a meaning in both languages', () => {
    for (const table of ediCodeTables) {
      expect(table.element, table.element).toMatch(/\S/);
      const codes = Object.entries(table.codes);
      expect(codes.length, table.element).toBeGreaterThan(0);
      for (const [code, meaning] of codes) {
        for (const language of languages) {
          expect(meaning[language].trim(), `${table.element} ${code} ${language}`).not.toBe('');
        }
        expect(meaning['zh-cn'], `${table.element} ${code}`).toMatch(/[\u4e00-\u9fff]/);
        expect(meaning['en-us'], `${table.element} ${code}`).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('offer select choices labelled like the screens show codes', () => {
    expect(codeChoices(x12TransportModeCodes, 'en-us', ['M', 'A'])).toEqual([
      { value: 'M', label: 'M · Motor (common carrier)' },
      { value: 'A', label: 'A · Air' },
    ]);
  });

  it('give the routing form’s modes and the invoice’s terms types from the same tables', () => {
    for (const mode of transportModes) {
      expect(transportModeMeanings[mode]).toBe(x12TransportModeCodes.codes[mode]);
      expect(hasCode(edifactTransportModeCodes, edifactTransportModeOf[mode])).toBe(true);
    }
    expect(termsTypeCodes).toBe(x12TermsTypeCodes.codes);
  });

  it('seed the unit options with the EDIFACT units ORDERS lines name', () => {
    const seeded = seededUnitOptions.map((option) => option.code);
    expect(seeded).toEqual(expect.arrayContaining(['EA', 'PCE', 'CT']));
    for (const { code, meaning } of seededUnitOptions) {
      expect(hasCode(x12UnitCodes, code) || hasCode(edifactUnitCodes, code), code).toBe(true);
      expect(meaning['en-us']).not.toBe('');
    }
    expect(new Set(seeded).size).toBe(seeded.length);
  });
});
