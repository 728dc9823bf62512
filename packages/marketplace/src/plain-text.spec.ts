import { describe, expect, it } from 'vitest';
import { capText, collapseWhitespace, htmlToPlainText } from './plain-text.js';

describe('htmlToPlainText', () => {
  it('keeps the readable text, one block per line, entities decoded', () => {
    const html =
      '<div><h2>Seamaster &ndash; 38.5&nbsp;mm</h2><p>Blue dial.<br>Serviced   2023.</p><ul><li>Box &amp; papers</li><li>7.25&quot; wrist</li></ul></div>';
    expect(htmlToPlainText(html)).toBe('Seamaster – 38.5 mm\n\nBlue dial.\nServiced 2023.\n\nBox & papers\n\n7.25" wrist');
  });

  it('drops scripts, styles and frames', () => {
    const html = '<style>p{color:red}</style><p>Text</p><script>alert(1)</script><iframe src="x">frame</iframe><noscript>no</noscript>';
    expect(htmlToPlainText(html)).toBe('Text');
  });

  it('keeps text that looks like markup but is not', () => {
    expect(htmlToPlainText('Price &lt;b&gt;firm&lt;/b&gt; 5 < 6')).toBe('Price <b>firm</b> 5 < 6');
  });
});

describe('collapseWhitespace', () => {
  it('collapses runs of spaces and blank lines', () => {
    expect(collapseWhitespace('  a \t b \r\n\r\n\r\n\n c  ')).toBe('a b\n\nc');
  });
});

describe('capText', () => {
  it('cuts at the limit without splitting a surrogate pair', () => {
    expect(capText('abc', 5)).toBe('abc');
    expect(capText('abcdef', 3)).toBe('abc');
    expect(capText('ab⌚😀', 4)).toBe('ab⌚');
  });
});
