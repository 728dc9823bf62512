/**
 * A strict XML 1.0 reader for tests of the files the BFF writes (the merchant feed): it throws on anything a
 * conforming parser refuses (an unclosed or mismatched tag, a bare `&` or `<`, an unknown entity, a duplicate
 * attribute, a character XML forbids, text outside the root, an unbound namespace prefix) and otherwise
 * returns the element tree, with each element's namespace resolved.
 */
export interface XmlElement {
  name: string;
  /** The namespace URI its prefix (or the default namespace) is bound to, '' for none. */
  namespace: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Its own character data, entities decoded. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME_START = /[A-Za-z_:\u00C0-\uFFFD]/;
const NAME_CHAR = /[-A-Za-z0-9._:\u00B7\u00C0-\uFFFD]/;

export function parseStrictXml(source: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed XML at ${at}: ${why} (…${source.slice(Math.max(0, at - 40), at + 40)}…)`);
  };
  for (const char of source) {
    const code = char.codePointAt(0)!;
    const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
    if (!allowed) fail(`character U+${code.toString(16)} is not allowed`);
  }
  const skipSpace = () => {
    while (at < source.length && ' \t\r\n'.includes(source[at])) at++;
  };
  const readName = (): string => {
    const start = at;
    if (!NAME_START.test(source[at] ?? '')) fail('a name was expected');
    while (at < source.length && NAME_CHAR.test(source[at])) at++;
    return source.slice(start, at);
  };
  const decode = (raw: string): string => {
    let out = '';
    for (let index = 0; index < raw.length; index++) {
      if (raw[index] === '<') fail('a bare < in text');
      if (raw[index] !== '&') {
        out += raw[index];
        continue;
      }
      const end = raw.indexOf(';', index);
      if (end === -1) fail('a bare &');
      const name = raw.slice(index + 1, end);
      if (name.startsWith('#x') && /^#x[0-9a-fA-F]+$/.test(name)) out += String.fromCodePoint(parseInt(name.slice(2), 16));
      else if (name.startsWith('#') && /^#[0-9]+$/.test(name)) out += String.fromCodePoint(parseInt(name.slice(1), 10));
      else if (name in ENTITIES) out += ENTITIES[name];
      else fail(`unknown entity &${name};`);
      index = end;
    }
    return out;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at + 4);
        if (end === -1) fail('an unclosed comment');
        at = end + 3;
      } else return;
    }
  };

  if (source.startsWith('<?xml', 0)) {
    const end = source.indexOf('?>');
    if (end === -1) fail('an unclosed XML declaration');
    at = end + 2;
  }
  skipMisc();

  const readElement = (scope: Record<string, string>): XmlElement => {
    if (source[at] !== '<') fail('an element was expected');
    at++;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (source.startsWith('/>', at) || source[at] === '>') break;
      if (at === before) fail('attributes must be separated by spaces');
      const attribute = readName();
      if (attribute in attributes) fail(`duplicate attribute ${attribute}`);
      skipSpace();
      if (source[at] !== '=') fail('= expected');
      at++;
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail('a quoted value expected');
      const end = source.indexOf(quote, at + 1);
      if (end === -1) fail('an unclosed attribute value');
      attributes[attribute] = decode(source.slice(at + 1, end));
      at = end + 1;
    }
    const ownScope = { ...scope };
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute === 'xmlns') ownScope[''] = value;
      else if (attribute.startsWith('xmlns:')) ownScope[attribute.slice(6)] = value;
    }
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
    if (prefix && !(prefix in ownScope)) fail(`the prefix ${prefix}: is not bound to a namespace`);
    const element: XmlElement = { name, namespace: ownScope[prefix] ?? '', attributes, children: [], text: '' };
    if (source.startsWith('/>', at)) {
      at += 2;
      return element;
    }
    at++;
    for (;;) {
      const next = source.indexOf('<', at);
      if (next === -1) fail(`<${name}> is never closed`);
      const raw = source.slice(at, next);
      if (raw.includes(']]>')) fail(']]> in text');
      element.text += decode(raw);
      at = next;
      if (source.startsWith('</', at)) {
        at += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        if (source[at] !== '>') fail('> expected');
        at++;
        return element;
      }
      if (source.startsWith('<!--', at)) {
        skipMisc();
        continue;
      }
      if (source.startsWith('<![CDATA[', at)) {
        const end = source.indexOf(']]>', at);
        if (end === -1) fail('an unclosed CDATA section');
        element.text += source.slice(at + 9, end);
        at = end + 3;
        continue;
      }
      element.children.push(readElement(ownScope));
    }
  };

  const root = readElement({ xml: 'http://www.w3.org/XML/1998/namespace' });
  skipMisc();
  if (at !== source.length) fail('content after the root element');
  return root;
}
