import { describe, expect, it } from 'vitest';
import { toCsvField, toCsvLine, toCsvLines, toFormulaSafeText } from './csv';

describe('toCsvField', () => {
  it('writes null and undefined as an empty field', () => {
    expect(toCsvField(null)).toBe('');
    expect(toCsvField(undefined)).toBe('');
    expect(toCsvField('')).toBe('');
  });

  it('writes numbers as they are, negative ones included', () => {
    expect(toCsvField(42)).toBe('42');
    expect(toCsvField(7.5)).toBe('7.5');
    expect(toCsvField(-3)).toBe('-3');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(toCsvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(toCsvField('+44 113')).toBe("'+44 113");
    expect(toCsvField('-1')).toBe("'-1");
    expect(toCsvField('@cmd')).toBe("'@cmd");
    expect(toCsvField('\tTAB')).toBe("'\tTAB");
    expect(toCsvField('  =1+1')).toBe("'  =1+1");
    expect(toCsvField('a=b')).toBe('a=b');
    expect(toCsvField('user@example.com')).toBe('user@example.com');
  });

  it('quotes fields with a comma, quote or line break, doubling quotes', () => {
    expect(toCsvField('1 Mill Lane, Leeds')).toBe('"1 Mill Lane, Leeds"');
    expect(toCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(toCsvField('plain text')).toBe('plain text');
  });

  it('quotes after neutralising, so a formula with quotes stays one safe field', () => {
    expect(toCsvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(toCsvField('\rx,y')).toBe(`"'\rx,y"`);
  });
});

describe('toFormulaSafeText', () => {
  it('prefixes only formula-looking text', () => {
    expect(toFormulaSafeText('=1')).toBe("'=1");
    expect(toFormulaSafeText('\r=1')).toBe("'\r=1");
    expect(toFormulaSafeText('Loft, "north"')).toBe('Loft, "north"');
  });
});

describe('toCsvLine and toCsvLines', () => {
  it('joins fields with commas and ends every record with CRLF', () => {
    expect(toCsvLine(['Name', null, 3, 'a,b'])).toBe('Name,,3,"a,b"\r\n');
    expect(
      toCsvLines([
        ['A', 'B'],
        ['=x', 1],
      ]),
    ).toBe("A,B\r\n'=x,1\r\n");
    expect(toCsvLines([])).toBe('');
  });
});
